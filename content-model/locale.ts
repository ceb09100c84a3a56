/** The site's languages: French, the original, and English, its translation (docs/0063-english-content.md). */
export const locales = ["fr", "en"] as const;
export type Locale = (typeof locales)[number];

/** The folder, inside the content folder, of a language's documents: French at the root, English under en/. */
export const localeFolder = (locale: Locale): string => (locale === "en" ? "en" : "");
