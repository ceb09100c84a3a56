import { describe, expect, it } from "vitest";
import { bilingualCollection, isPendingTranslation, slugOf } from "./bilingual-collection.js";

const french = [
  { id: "web-designer", locale: "fr" as const, title: "Web designer" },
  { id: "assistant-administratif", locale: "fr" as const, title: "Assistant administratif" },
];
const english = [
  { id: "web-designer", locale: "en" as const, slug: "web-designer", title: "Web designer" },
  {
    id: "assistant-administratif",
    locale: "en" as const,
    slug: "administrative-assistant",
    title: "Administrative assistant",
    translation: "pending" as const,
  },
];

describe("bilingualCollection", () => {
  const jobs = bilingualCollection(french, english);

  it("reads a collection in either language, pending English documents included", () => {
    expect(jobs.inLocale("fr").map((job) => job.title)).toEqual(["Web designer", "Assistant administratif"]);
    expect(jobs.inLocale("en").map((job) => job.title)).toEqual(["Web designer", "Administrative assistant"]);
  });

  it("finds a document's counterpart in the other language, both ways, by its file name", () => {
    const [, assistant] = french;
    const english = jobs.counterpart(assistant as (typeof french)[number]);
    expect(english?.slug).toBe("administrative-assistant");
    expect(english && jobs.counterpart(english)).toBe(assistant);
    expect(jobs.counterpart({ id: "absent", locale: "fr", title: "" })).toBeUndefined();
  });

  it("gives each page its own language's slug, and says which English pages are not translated yet", () => {
    expect(english.map(slugOf)).toEqual(["web-designer", "administrative-assistant"]);
    expect(french.map(slugOf)).toEqual(["web-designer", "assistant-administratif"]);
    expect(english.map(isPendingTranslation)).toEqual([false, true]);
    expect(french.map(isPendingTranslation)).toEqual([false, false]);
  });
});
