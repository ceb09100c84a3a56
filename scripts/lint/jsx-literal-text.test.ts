import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jsxLiteralTextFaults, repositoryFaults, screenFiles } from "./jsx-literal-text.js";

const root = join(import.meta.dirname, "..", "..");

describe("the screens read their words from the catalogue, never write them in the JSX", () => {
  it("names the file and line of a text written in the JSX", () => {
    const source = ["export function Hello() {", "  return <p>", "    Bonjour", "  </p>;", "}"].join("\n");
    expect(jsxLiteralTextFaults("src/ui/Hello.tsx", source)).toEqual([
      "src/ui/Hello.tsx:3: text written in the JSX (« Bonjour »)",
    ]);
  });

  it("names a spoken attribute written as a literal, in quotes or in braces", () => {
    const source = [
      'const a = <button aria-label="Fermer" />;',
      "const b = <img alt={'Logo'} />;",
      'const c = <input placeholder="Rechercher" title="Recherche" />;',
    ].join("\n");
    expect(jsxLiteralTextFaults("src/ui/Close.tsx", source)).toEqual([
      "src/ui/Close.tsx:1: aria-label written as a literal (« Fermer »)",
      "src/ui/Close.tsx:2: alt written as a literal (« Logo »)",
      "src/ui/Close.tsx:3: placeholder written as a literal (« Rechercher »)",
      "src/ui/Close.tsx:3: title written as a literal (« Recherche »)",
    ]);
  });

  it("passes words read from the catalogue, punctuation between elements, an empty alt and class names", () => {
    const source = [
      'const a = <button aria-label={messages.common.close} className="p-2">{messages.common.close}</button>;',
      "const b = <p>{label} · {count}</p>;",
      'const c = <img alt="" src="/logo.svg" />;',
      'const d = <span data-testid="hello" id="title">&nbsp;</span>;',
    ].join("\n");
    expect(jsxLiteralTextFaults("src/ui/Fine.tsx", source)).toEqual([]);
  });

  it("reads every screen of src/ but tests", () => {
    const files = screenFiles(root);
    expect(files.length).toBeGreaterThan(50);
    expect(files).toContain("src/app/layout/footer/Footer.tsx");
    expect(files).toContain("src/back-office/inbox/InboxPage.tsx");
    expect(files.filter((file) => file.endsWith(".test.tsx"))).toEqual([]);
  });

  it("finds no word written in the screens of the repository", () => {
    expect(repositoryFaults(root)).toEqual([]);
  });
});
