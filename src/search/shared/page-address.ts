import { englishPathOf } from "../../app/shared/locale-paths.js";
import { slugOf } from "../../content/shared/bilingual-collection.js";
import type { Locale } from "../../shared/site-locale.js";

export { localeOfPath } from "../../app/shared/locale-paths.js";

/**
 * A page's address in a language, from its French address (docs/0068): the route's English pattern. A document's
 * segment is already the one of its language (`documentAddress`), so no slug table is needed here, and the
 * browser's search ships none.
 */
export const pageAddress = (locale: Locale, frenchPath: string): string =>
  locale === "fr" ? frenchPath : (englishPathOf(frenchPath, {}) ?? `/en${frenchPath === "/" ? "" : frenchPath}`);

/** A routed document's page in its own language: `frenchPathOf` fills the French pattern with an id or a slug. */
export const documentAddress = (
  document: Parameters<typeof slugOf>[0],
  frenchPathOf: (idOrSlug: string) => string,
): string => pageAddress(document.locale, frenchPathOf(slugOf(document)));
