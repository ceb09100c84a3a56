import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { englishSlugs } from "../../src/content/shared/english-slugs.js";
import { englishCatalogueIndex, englishContentFile, slimSlugTable } from "./english-build.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const contentDir = join(root, ".contentlayer", "generated");
const messagesDir = join(root, "src", "shared", "messages");

describe("the English build's swaps", () => {
  it("writes the browser's slug table equal to the one the server reads, differing slugs only", async () => {
    const code = slimSlugTable(join(root, "src", "content", "shared", "english-slugs.ts"), contentDir);
    const table = JSON.parse(code.replace(/^export const englishSlugs = /, "").replace(/;\n$/, ""));
    expect(table).toEqual(englishSlugs);
    expect(table.jobs["assistant-administratif"]).toBe("administrative-assistant");
  });

  it("takes a collection's English index and a document's English body, and leaves the rest", () => {
    expect(englishContentFile(join(contentDir, "JobOffer", "_index.json"), contentDir)).toBe(
      join(contentDir, "JobOfferEn", "_index.json"),
    );
    expect(englishContentFile(join(contentDir, "LegalPage", "legal__mentions-legales.mdx.json"), contentDir)).toBe(
      join(contentDir, "LegalPageEn", "en__legal__mentions-legales.mdx.json"),
    );
    expect(englishContentFile(join(contentDir, "JobOfferEn", "_index.json"), contentDir)).toBeUndefined();
    expect(englishContentFile(join(contentDir, "index.mjs"), contentDir)).toBeUndefined();
  });

  it("reads the English namespaces, and the staff's from the French files", () => {
    const { namespaces } = englishCatalogueIndex(messagesDir);
    expect(namespaces.get("header")?.file).toBe(join(messagesDir, "en", "header.ts"));
    expect(namespaces.get("adminArea")?.file).toBe(join(messagesDir, "admin-area.ts"));
  });
});
