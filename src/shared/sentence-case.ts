/**
 * French headings and buttons are written in sentence case: a capital at the start of a sentence and on proper
 * nouns only (« Nos expertises », not « Nos Expertises »), never in capitals in the source; a design that wants
 * capitals sets them in CSS (docs/0061-sentence-case.md).
 */

/**
 * The names, brands and acronyms the site writes with capitals wherever they stand. The names its content lists
 * (clients, leaders, applications, technologies) come from the content itself, where a test reads them.
 */
export const commonNames = [
  // The company, its programme and its places
  "Novadis",
  "Novadis Flow",
  "Start & Scale",
  "Horizon 2030",
  "Novadis Digital Days",
  "Lyon",
  "Paris",
  "France",
  "Europe",
  "Union européenne",
  "Auvergne-Rhône-Alpes",
  // Our applications' plans, named in their captions
  "formule Équipe",
  // Brands and technologies
  "Google",
  "Shopify",
  "WordPress",
  "React",
  "React Native",
  "DevOps",
  "Android",
  "iOS",
  "Apple",
  "Windows",
  "macOS",
  "LinkedIn",
  "reCAPTCHA",
  "WebAuthn",
  // Acronyms
  "PME",
  "TPE",
  "ETI",
  "SEO",
  "API",
  "RGPD",
  "RGAA",
  "WCAG",
  "CNIL",
  "UX",
  "UI",
  "IA",
  "ERP",
  "CRM",
  "CMS",
  "SaaS",
  "TVA",
  "HT",
  "TTC",
  "PDF",
  "CV",
  "QR",
  "SMS",
  "FR",
  "CDI",
  "CDD",
  "B2B",
  "B2C",
  "FAQ",
] as const;

/** A phrase as a pattern that matches it as whole words only ("Lyon", not the start of "Lyonnais"). */
const wholeWords = (phrase: string) =>
  `(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`;

/**
 * A checker of sentence case that knows `names` (phrases or single words, written as they must be): each call
 * answers the words of a text written with a capital where sentence case has none.
 */
export function sentenceCaseChecker(names: Iterable<string>): (text: string) => string[] {
  // Longest first, so that "Novadis Digital Days" is taken whole before "Novadis".
  const sorted = [...new Set(names)].filter((name) => name.trim() !== "").sort((a, b) => b.length - a.length);
  const known = sorted.length > 0 ? new RegExp(sorted.map(wholeWords).join("|"), "gu") : null;
  return (text) => {
    // A name stands for a word of its own: the word after it does not open a sentence.
    const unnamed = known ? text.normalize("NFC").replace(known, "x") : text.normalize("NFC");
    // A sentence opens at the start, after a full stop, « ! », « ? » or « … », at a line (a block of its own)
    // and inside guillemets or quotes, whose words keep the case they are quoted in. After a colon, a value
    // follows its label (« Catégorie : Juridique », « Afficher l'actualité 4 : Entreprise ») and opens as one.
    return unnamed.split(/[.!?…:]\s+|[\n«"“]/u).flatMap((sentence) =>
      (sentence.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word, index) => {
        // The first word of a sentence may open with a capital, and only open with it.
        const checked = index === 0 ? [...word].slice(1).join("") : word;
        return /\p{Lu}/u.test(checked);
      }),
    );
  };
}
