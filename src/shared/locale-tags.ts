import type { Locale } from "./site-locale.js";

/**
 * How each language of the site is named to machines (docs/0068-english-routes.md, "SEO"): the BCP 47 tag of
 * schema.org's `inLanguage` and of a feed's `xml:lang`, and Open Graph's `og:locale`. The English is British
 * (docs/0063), the French of France.
 */
export const languageTag: Readonly<Record<Locale, string>> = { fr: "fr-FR", en: "en-GB" };

export const openGraphLocale: Readonly<Record<Locale, string>> = { fr: "fr_FR", en: "en_GB" };

/** The other language of the site: the one a page's alternates offer besides its own. */
export const otherLocale = (locale: Locale): Locale => (locale === "fr" ? "en" : "fr");
