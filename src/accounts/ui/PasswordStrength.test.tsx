import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PasswordStrength } from "./PasswordStrength.js";

function metRules(password: string): string[] {
  const html = renderToStaticMarkup(<PasswordStrength password={password} />);
  return [...html.matchAll(/<li data-met="true"[^>]*>.*?<\/svg>([^<]+)/g)].map((match) => match[1] as string);
}

describe("PasswordStrength", () => {
  it("ticks each of the four rules on its own", () => {
    expect(metRules("")).toEqual([]);
    expect(metRules("abcdefgh")).toEqual(["Au moins 8 caractères", "Une lettre minuscule"]);
    expect(metRules("A")).toEqual(["Une lettre majuscule"]);
    expect(metRules("7")).toEqual(["Un chiffre"]);
    expect(metRules("Horizon2030")).toHaveLength(4);
  });

  it("shows the help text, in French", () => {
    expect(renderToStaticMarkup(<PasswordStrength password="" />)).toContain(
      "Au moins 8 caractères, dont une lettre majuscule, une lettre minuscule et un chiffre.",
    );
  });
});
