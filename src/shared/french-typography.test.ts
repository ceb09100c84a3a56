import { describe, expect, it } from "vitest";
import { frenchTypography, typographyFaults } from "./french-typography.js";

const narrow = "\u202f";
const noBreak = "\u00a0";

describe("frenchTypography", () => {
  it("puts a no-break space before « : » and a narrow one before « ; ! ? » and inside « »", () => {
    expect(frenchTypography("Référence : NOV ; merci ! Une question ? « Contact »")).toBe(
      `Référence${noBreak}: NOV${narrow}; merci${narrow}! Une question${narrow}? «${narrow}Contact${narrow}»`,
    );
  });

  it("adds the space a word glued to « ! ? » lacks, but leaves addresses, times, and code-like colons and semicolons", () => {
    expect(frenchTypography("Mot de passe oublié?")).toBe(`Mot de passe oublié${narrow}?`);
    expect(frenchTypography("/recherche?q=devis, 14:30, Content-Type: text/plain; charset=utf-8")).toBe(
      "/recherche?q=devis, 14:30, Content-Type: text/plain; charset=utf-8",
    );
  });

  it("keeps the no-break spaces already there, and does the work once", () => {
    const typeset = frenchTypography("« Bonjour » : oui ?");
    expect(frenchTypography(typeset)).toBe(typeset);
    expect(frenchTypography(`«${noBreak}x${noBreak}»`)).toBe(`«${noBreak}x${noBreak}»`);
  });

  it("changes only the text of HTML: not tags, attributes, entities, code or scripts", () => {
    const html =
      '<p title="a : b">Prix : <b>1 990 €</b> !</p><code>a ? b : c</code><script>x ? y : z</script>&#60;b&#62; &amp; s&#x27;';
    expect(frenchTypography(html)).toBe(
      `<p title="a : b">Prix${noBreak}: <b>1 990 €</b>${narrow}!</p><code>a ? b : c</code><script>x ? y : z</script>&#60;b&#62; &amp; s&#x27;`,
    );
  });
});

describe("typographyFaults", () => {
  it("names each breaking space before « : ; ! ? » or inside « », and a word glued to « ! ? »", () => {
    expect(typographyFaults("Prix : 10 €")).toEqual(["Prix :"]);
    expect(typographyFaults("Vraiment? Oui")).toEqual(["Vraiment?"]);
    expect(typographyFaults("un « mot »")).toHaveLength(1);
  });

  it("finds nothing in typeset text", () => {
    expect(typographyFaults(frenchTypography("Prix : 10 € ; « mot » ! Vraiment? Oui"))).toEqual([]);
  });
});
