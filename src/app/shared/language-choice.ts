import type { Locale } from "../../shared/site-locale.js";

/** The server's address that records a visitor's language and leads to the page in it (docs/0068-english-routes.md). */
export const LANGUAGE_CHOICE_PATH = "/language";

/** The cookie that keeps the visitor's choice of language: `fr` or `en`. */
export const LANGUAGE_COOKIE = "lang";

/**
 * The language button's link: the page (a path of the app, French, or an English address) in the language `to`.
 * The server translates it (server/platform/http/language-choice.ts), so the browser needs no table of slugs.
 */
export const languageChoiceHref = (to: Locale, page: string): string =>
  `${LANGUAGE_CHOICE_PATH}?to=${to}&page=${encodeURIComponent(page)}`;
