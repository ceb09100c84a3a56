import { z } from "zod";
import { locales } from "../../content-model/locale.js";

/**
 * The language a visitor used, sent by every public form (its bundle's `siteLocale`, or the hidden field `locale`
 * without JavaScript) so that the server answers, mails and writes PDFs in it (docs/0068-english-routes.md). A
 * missing or unknown value is French, the site's original language, never a refusal: a visitor is not turned away
 * over the language of their acknowledgement.
 */
export const localeField = z.enum(locales).default("fr").catch("fr");
