import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ContentFixture, copyRealContent, createContentFixture } from "./content-fixture.js";

/**
 * The English tree (docs/0063-english-content.md), on a scratch content folder of its own: the English files
 * here are written by the test from French ones, so the test holds whatever the real translations say.
 */
describe("English content", { timeout: 180_000 }, () => {
  let fixture: ContentFixture;
  const read = (path: string) => readFileSync(join(fixture.contentDir, path), "utf8");
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(fixture.contentDir, path)), { recursive: true });
    writeFileSync(join(fixture.contentDir, path), text);
  };
  /** An English file made of its French original, front matter changed and body replaced. */
  const translate = (path: string, frontMatter: (yaml: string) => string, body = "") => {
    const [, yaml = ""] = /^---\n([\s\S]*?)\n---/.exec(read(path)) ?? [];
    write(`en/${path}`, `---\n${frontMatter(yaml)}\n---\n\n${body}`);
  };
  const generated = (type: string) =>
    JSON.parse(readFileSync(join(fixture.generatedDir, type, "_index.json"), "utf8")) as Record<string, unknown>[];

  beforeEach(() => {
    fixture = createContentFixture();
    copyRealContent(fixture, "offers", ["web-start.mdx", "web-launch.mdx"]);
    translate(
      "offers/web-start.mdx",
      (yaml) => `${yaml.replace(/^name:.*$/m, 'name: "Web Start"')}\nslug: web-start`,
      "Your site: what it says, in plain words.",
    );
    translate(
      "offers/web-launch.mdx",
      (yaml) =>
        `${yaml.replace(/^description:.*$/m, 'description: "A launch: in English soon!"')}\nslug: web-launch\ntranslation: pending`,
    );
  });
  afterEach(() => fixture.cleanup());

  it("compiles English documents beside the French ones, leaving the French lists as they were", () => {
    const { status, output } = fixture.build();
    expect(status, output).toBe(0);
    const french = generated("Offer");
    expect(french.map((offer) => offer.id).sort()).toEqual(["web-launch", "web-start"]);
    expect(french.every((offer) => offer.locale === "fr" && !("slug" in offer))).toBe(true);
    const english = generated("OfferEn");
    expect(english.map((offer) => [offer.id, offer.locale, offer.slug, offer.translation])).toEqual(
      expect.arrayContaining([
        ["web-start", "en", "web-start", undefined],
        ["web-launch", "en", "web-launch", "pending"],
      ]),
    );
    // French typography is French only: no space creeps in before an English colon or exclamation mark.
    expect(english.find((offer) => offer.id === "web-launch")?.description).toBe("A launch: in English soon!");
    expect(english.find((offer) => offer.id === "web-start")?.html).toBe(
      "<p>Your site: what it says, in plain words.</p>",
    );
    expect(fixture.checkEnums().status).toBe(0);
    expect(fixture.checkTranslations().status).toBe(0);
  });

  it("fails naming the French file that has no English counterpart, translated or pending", () => {
    rmSync(join(fixture.contentDir, "en", "offers", "web-launch.mdx"));
    const { status, output } = fixture.checkTranslations();
    expect(status).toBe(1);
    expect(output).toContain("content/offers/web-launch.mdx: no English counterpart");
    expect(output).not.toContain("web-start");
  });

  it("fails naming the English file that has no French original, or a slug already taken", () => {
    write("en/offers/web-premium.mdx", read("en/offers/web-start.mdx"));
    write("en/offers/web-launch.mdx", read("en/offers/web-launch.mdx").replace("slug: web-launch", "slug: web-start"));
    const { status, output } = fixture.checkTranslations();
    expect(status).toBe(1);
    expect(output).toContain("content/en/offers/web-premium.mdx: no French original (content/offers/web-premium.mdx)");
    expect(output).toContain(
      'content/en/offers/web-start.mdx: slug "web-start" is already content/en/offers/web-launch.mdx',
    );
  });

  it("fails the build naming the English file of a routed collection that has no slug", () => {
    write("en/offers/web-start.mdx", read("en/offers/web-start.mdx").replace(/^slug:.*\n/m, ""));
    const { status, output } = fixture.build();
    expect(status).not.toBe(0);
    expect(output).toContain("en/offers/web-start.mdx");
    expect(output).toContain("slug");
  });

  it("writes an English article's date and author's role in English, and says English legal pages are not binding", () => {
    copyRealContent(fixture, "leaders", ["camille-roussel.mdx"]);
    copyRealContent(fixture, "blog", ["concevoir-une-api-durable.mdx"]);
    copyRealContent(fixture, "legal", ["terms-of-use.mdx"]);
    translate(
      "leaders/camille-roussel.mdx",
      (yaml) => `${yaml.replace(/^title:.*$/m, 'title: "Chief technology officer"')}\nslug: camille-roussel`,
    );
    translate(
      "blog/concevoir-une-api-durable.mdx",
      (yaml) =>
        `${yaml.replace(/^title:.*$/m, 'title: "Designing an API that lasts"')}\nslug: designing-an-api-that-lasts\ntranslation: pending`,
    );
    translate("legal/terms-of-use.mdx", (yaml) => `${yaml}\nslug: terms-of-use`, "## Acceptance of the terms\n\nText.");
    const { status, output } = fixture.build();
    expect(status, output).toBe(0);
    expect(generated("ArticleEn")[0]).toMatchObject({
      title: "Designing an API that lasts",
      authorTitle: "Chief technology officer",
      dateText: "6 May 2025",
      translation: "pending",
    });
    expect(generated("Article")[0]).toMatchObject({ authorTitle: "Directrice technique", dateText: "6 mai 2025" });
    expect(generated("LegalPageEn")[0]).toMatchObject({
      frenchTextBinding: true,
      toc: [{ id: "acceptance-of-the-terms", title: "Acceptance of the terms" }],
    });
    expect(generated("LegalPage")[0]).not.toHaveProperty("frenchTextBinding");
  });
});
