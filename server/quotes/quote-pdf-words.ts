import type { Catalogue } from "../../src/shared/messages/catalogue.js";
import { basket as englishBasket } from "../../src/shared/messages/en/basket.js";
import { common as englishCommon } from "../../src/shared/messages/en/common.js";
import { mailLabels as englishMailLabels } from "../../src/shared/messages/en/mail-labels.js";
import { mailTexts as englishMailTexts } from "../../src/shared/messages/en/mail-texts.js";
import { quotePdf as englishQuotePdf } from "../../src/shared/messages/en/quote-pdf.js";
import { startScale as englishStartScale } from "../../src/shared/messages/en/start-scale.js";
import * as fr from "../../src/shared/messages/fr.js";
import type { Locale } from "../../src/shared/site-locale.js";

type PdfWords = Pick<Catalogue, "basket" | "common" | "mailLabels" | "mailTexts" | "quotePdf" | "startScale">;

const english: PdfWords = {
  basket: englishBasket,
  common: englishCommon,
  mailLabels: englishMailLabels,
  mailTexts: englishMailTexts,
  quotePdf: englishQuotePdf,
  startScale: englishStartScale,
};

/**
 * The namespaces a quote's PDF reads, per language: the PDF renders in a worker thread, which loads only these
 * English files rather than the whole English catalogue that messagesFor holds (a cold worker pays for each module).
 */
export const quotePdfWords = (locale: Locale): PdfWords => (locale === "en" ? english : fr);
