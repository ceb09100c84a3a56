/**
 * The facts of a legal page listed in its `quoted` front matter, from what the page states in a form a program can quote: list items written "label : value" (or "label: value", in English)
 * (the legal notice's "siège social : …") and paragraphs led by a bold title ("**Modalités de paiement des
 * Clients professionnels.** …"). Quote PDFs print the company's identity and payment terms from them, so
 * the legal pages stay the one place those are written (docs/0023-quotes.md).
 */
export function legalFacts(markdown: string, quoted: readonly string[]): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const [, label, value] of markdown.matchAll(/^- ([^:*\n]{2,60}?) ?: (.+?)\s*[;.]?$/gm)) {
    facts[label as string] = plainText(value as string);
  }
  for (const [, title, text] of markdown.matchAll(/^\*\*([^*\n]{2,80}?)\.\*\* (.+)$/gm)) {
    facts[title as string] = plainText(text as string);
  }
  // Only what other documents print: the whole page is already in its HTML.
  return Object.fromEntries(Object.entries(facts).filter(([label]) => quoted.includes(label)));
}

/** Markdown emphasis and links reduced to their text. */
function plainText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\*\*?([^*]+)\*\*?/g, "$1")
    .trim();
}
