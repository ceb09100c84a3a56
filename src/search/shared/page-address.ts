import { slugOf } from "../../content/shared/bilingual-collection.js";
import type { Locale } from "../../shared/site-locale.js";

/*
 * TO REPLACE when src/app/shared/locale-paths.ts lands (docs/0068, "Routes"): until each route has its English
 * pattern, an English page's address is "/en" + its French one, the document's English slug in place of its id.
 * The functions below are the only places the search writes or reads an English address.
 */

/** A page's address in a language, from its French address. */
export const pageAddress = (locale: Locale, frenchPath: string): string =>
  locale === "fr" ? frenchPath : `/en${frenchPath === "/" ? "" : frenchPath}`;

/** A routed document's page in its own language: `frenchPathOf` fills the French pattern with an id or a slug. */
export const documentAddress = (
  document: Parameters<typeof slugOf>[0],
  frenchPathOf: (idOrSlug: string) => string,
): string => pageAddress(document.locale, frenchPathOf(slugOf(document)));

/** The language of a page, from its address. */
export const localeOfPath = (path: string): Locale => (path === "/en" || path.startsWith("/en/") ? "en" : "fr");
