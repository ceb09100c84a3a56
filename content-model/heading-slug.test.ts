import { describe, expect, it } from "vitest";
import { addHeadingIds, headingSlug, tocFromMarkdown, uniqueHeadingSlugs } from "./heading-slug.js";

describe("headingSlug", () => {
  it("lowercases and removes accents", () => {
    expect(headingSlug("Propriété intellectuelle")).toBe("propriete-intellectuelle");
    expect(headingSlug("Éditeur du site")).toBe("editeur-du-site");
    expect(headingSlug("Médiation de la consommation")).toBe("mediation-de-la-consommation");
    expect(headingSlug("Œuvres et Contenus")).toBe("oeuvres-et-contenus");
  });

  it("turns apostrophes into a single hyphen", () => {
    expect(headingSlug("Conditions générales d'utilisation")).toBe("conditions-generales-d-utilisation");
    expect(headingSlug("Droit d’accès")).toBe("droit-d-acces");
  });

  it("collapses punctuation and spaces and trims hyphens", () => {
    expect(headingSlug("  Contact : nous écrire !  ")).toBe("contact-nous-ecrire");
    expect(headingSlug("Hébergeur — « Serveurs » / données")).toBe("hebergeur-serveurs-donnees");
    expect(headingSlug("Cookies (traceurs)")).toBe("cookies-traceurs");
  });

  it("keeps numbers of numbered sections", () => {
    expect(headingSlug("1. Produits et services")).toBe("1-produits-et-services");
    expect(headingSlug("12. Litiges")).toBe("12-litiges");
    expect(headingSlug("6. Droit de rétractation")).toBe("6-droit-de-retractation");
  });

  it("makes repeated slugs unique in order", () => {
    expect(uniqueHeadingSlugs(["Contact", "Contact", "Contact"])).toEqual(["contact", "contact-2", "contact-3"]);
  });
});

describe("table of contents and heading ids", () => {
  const raw = [
    "Intro.",
    "",
    "## 1. Produits et services",
    "",
    "Texte.",
    "",
    "### Sous-titre ignoré",
    "",
    "## Conditions générales d'utilisation",
    "",
    "```",
    "## pas un titre",
    "```",
    "",
    "## Voir la [politique](/legal/privacy-policy) **ici**",
  ].join("\n");

  it("lists level-2 headings with their slugs", () => {
    expect(tocFromMarkdown(raw)).toEqual([
      { id: "1-produits-et-services", title: "1. Produits et services" },
      { id: "conditions-generales-d-utilisation", title: "Conditions générales d'utilisation" },
      { id: "voir-la-politique-ici", title: "Voir la politique ici" },
    ]);
  });

  it("puts the same ids on the rendered h2 elements", () => {
    const html =
      "<p>Intro.</p><h2>1. Produits et services</h2><p>Texte.</p><h3>Sous-titre ignoré</h3>" +
      "<h2>Conditions générales d&#x27;utilisation</h2><pre><code>## pas un titre</code></pre>" +
      '<h2>Voir la <a href="/legal/privacy-policy">politique</a> <strong>ici</strong></h2>';
    const result = addHeadingIds(html);
    const ids = [...result.matchAll(/<h2 id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toEqual(tocFromMarkdown(raw).map((entry) => entry.id));
    expect(result).toContain("<h3>Sous-titre ignoré</h3>");
    expect(result).toContain('<h2 id="voir-la-politique-ici">Voir la <a href="/legal/privacy-policy">politique</a>');
  });

  it("leaves an h2 that already has an id alone", () => {
    expect(addHeadingIds('<h2 id="x">Titre</h2>')).toBe('<h2 id="x">Titre</h2>');
  });
});
