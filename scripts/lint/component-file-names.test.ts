import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { componentFileNameFault, componentFileNameFaults } from "./component-file-names.js";

const root = join(import.meta.dirname, "..", "..");

describe("one file-naming convention for the screens' .tsx files", () => {
  it("holds over every .tsx file of src/", () => {
    const files = execFileSync("git", ["ls-files", "src/**/*.tsx", "src/*.tsx"], { cwd: root, encoding: "utf8" })
      .trim()
      .split("\n")
      .map((file) => join(root, file));
    expect(files.length).toBeGreaterThan(150);
    expect(componentFileNameFaults(files)).toEqual([]);
  });

  it("names a component file written in kebab-case, and a PascalCase file not named after its component", () => {
    expect(componentFileNameFault("src/ui/account-card.tsx", "export function AccountCard() {}\n")).toBe(
      "src/ui/account-card.tsx: its component AccountCard gives the file its name (AccountCard.tsx)",
    );
    expect(componentFileNameFault("src/ui/Card.tsx", "export function AccountCard() {}\n")).toBe(
      "src/ui/Card.tsx: no exported component is named Card",
    );
  });

  it("leaves pages, hooks, sets of components, providers and modules without a component in kebab-case", () => {
    const one = "export function AccountCard() {}\n";
    expect(componentFileNameFault("src/accounts/pages/login.page.tsx", one)).toBeUndefined();
    expect(componentFileNameFault("src/accounts/use-card.tsx", one)).toBeUndefined();
    expect(componentFileNameFault("src/ui/icons.tsx", "export function Icon() {}\nexport const LineIcon = 1;\n")).toBe(
      undefined,
    );
    expect(componentFileNameFault("src/app/page-data.tsx", "export function PageDataProvider() {}\n")).toBeUndefined();
    expect(componentFileNameFault("src/app/ssr/render-page.tsx", "export function renderPage() {}\n")).toBeUndefined();
    expect(componentFileNameFault("src/ui/AccountCard.tsx", one)).toBeUndefined();
  });
});
