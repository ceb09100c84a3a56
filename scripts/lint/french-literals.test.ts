import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { frenchDataFiles, frenchLiteralFaults, repositoryFrenchFaults, sourceFiles } from "./french-literals.js";

const root = join(import.meta.dirname, "..", "..");

describe("the source writes no French outside the message catalogue", () => {
  it("names the file and line of a French string, template or attribute literal", () => {
    const source = [
      'const values = [{ title: "Qualité garantie" }];',
      "const caption = (index: number, count: number) =>",
      // Split so that the test's own source holds no template placeholder inside a string.
      "  `Actualité $" + "{index} sur $" + "{count} : $" + "{'déjà'}`;",
      'const hint = <TextField hint="Votre nom, si vous commandez à titre personnel." />;',
    ].join("\n");
    expect(frenchLiteralFaults("src/content/Planted.tsx", source)).toEqual([
      "src/content/Planted.tsx:1: French written as a literal (« Qualité garantie »)",
      "src/content/Planted.tsx:3: French written as a literal (« Actualité »)",
      "src/content/Planted.tsx:3: French written as a literal (« déjà »)",
      "src/content/Planted.tsx:4: French written as a literal (« Votre nom, si vous commandez à titre personnel. »)",
    ]);
  });

  it("passes catalogue reads, English, comments and regular expressions", () => {
    const source = [
      "// « Publiée le 6 mai 2025 »",
      "const posted = messages.careers.postedOnCaption(date);",
      'const error = new Error(`No document body for "$' + '{id}"`);',
      "const vowel = /^[aeiouyàâéèêëîïôöûü]/i;",
    ].join("\n");
    expect(frenchLiteralFaults("src/content/Fine.ts", source)).toEqual([]);
  });

  it("reads the .ts and .tsx files of src/, staff screens included, but tests, the catalogue and the data listed", () => {
    const files = sourceFiles(root);
    expect(files).toContain("src/content/home/news/NewsCarousel.tsx");
    expect(files).toContain("src/content/apps/AppScreenshot.tsx");
    expect(files).toContain("src/back-office/inbox/InboxPage.tsx");
    expect(files).toContain("src/app/layout/StaffLayout.tsx");
    expect(files.filter((file) => /\.test\.tsx?$/.test(file) || file.startsWith("src/shared/messages/"))).toEqual([]);
    expect(files.filter((file) => frenchDataFiles.includes(file))).toEqual([]);
  });

  it("finds no French literal in the repository's source", () => {
    expect(repositoryFrenchFaults(root)).toEqual([]);
  });
});
