import type { Locale } from "../site-locale.js";
import * as english from "./writers.en.js";
import * as french from "./writers.fr.js";

/** Every writer a language must provide: the French ones' names and types. */
export type Writers = typeof french;

// Imports of writers.fr.ts and writers.en.ts themselves, never of writers.ts, which the English build swaps.
const byLocale: Readonly<Record<Locale, Writers>> = { fr: french, en: english };

/**
 * The writers of one language, for code that answers both from one process (the server's mails, PDFs and
 * form pages, docs/0068-english-routes.md): it cannot rely on the build's swap of writers.ts.
 */
export const writersFor = (locale: Locale): Writers => byLocale[locale];
