/**
 * The site's message catalogue: every sentence the server and the shared schemas say to a person, French, read
 * by key (`messages.requests.consentRequired`, `messages.forms.tooLong(120)`), never copied as a literal
 * (docs/0054-message-catalogue.md).
 *
 * - One file per feature's namespace beside this one; this file composes them into `fr`.
 * - `Catalogue` is the shape another language must fill: every key, a string or a function with the same
 *   parameters. An English catalogue will be `export const en: Catalogue = { … }`, chosen by the request's locale.
 * - A sentence lives under one key only (messages.test.ts fails on a duplicate): a field check that several
 *   forms share belongs to `forms`.
 * - The REST `/auth/*` contract answers a few of these in its documented English (rest-contract-english.ts).
 *
 * Not here yet: the text written in the screens' JSX (labels, headings, paragraphs of the React components) and
 * the long mail bodies, still templates beside their senders. They are the next step, one feature at a time.
 */
import { accounts } from "./accounts.js";
import { applications } from "./applications.js";
import { backOffice } from "./back-office.js";
import { booking } from "./booking.js";
import { forms } from "./forms.js";
import { http } from "./http.js";
import { identity } from "./identity.js";
import { mailLabels } from "./mail-labels.js";
import { mailLines } from "./mail-lines.js";
import { mailSubjects } from "./mail-subjects.js";
import { quotes } from "./quotes.js";
import { requests } from "./requests.js";
import { search } from "./search.js";

export const fr = {
  accounts,
  identity,
  forms,
  requests,
  booking,
  applications,
  quotes,
  backOffice,
  search,
  http,
  mailSubjects,
  mailLines,
  mailLabels,
};

/** Every namespace and key of `fr`, a plain `string` or a typed function per message: what `en` must satisfy. */
export type Catalogue = { readonly [Namespace in keyof typeof fr]: Readonly<(typeof fr)[Namespace]> };

/** The catalogue the site speaks: French, the only language so far. */
export const messages: Catalogue = fr;
