import type { Locale } from "../../content-model/locale.js";

export type { Locale };

/**
 * The language of the bundle this module is compiled into: Vite builds the client and the prerender bundle once
 * per language and sets `VITE_SITE_LOCALE=en` for the English one (docs/0068-english-routes.md). Components stay
 * language-blind; what must tell the server which language a visitor used (a form's `locale` field) reads this.
 * Outside Vite (the server, scripts, tests) there is no `import.meta.env`: French, the site's original language.
 */
export const siteLocale: Locale = import.meta.env?.VITE_SITE_LOCALE === "en" ? "en" : "fr";
