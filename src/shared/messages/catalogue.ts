/**
 * The site's message catalogue: every sentence the server and the shared schemas say to a person, French, read
 * by key (`messages.requests.consentRequired`, `messages.forms.tooLong(120)`), never copied as a literal
 * (docs/0054-message-catalogue.md).
 *
 * - One file per feature's namespace beside this one; `fr.ts` lists them.
 * - `Catalogue` is the shape another language must fill: every key, a string or a function with the same
 *   parameters. The English one (`en.ts`, a file per namespace in `en/`) fills `EnglishCatalogue`: all but the
 *   staff's namespaces, which stay French.
 * - A sentence lives under one key only (messages.test.ts fails on a duplicate): a field check that several
 *   forms share belongs to `forms`.
 * - The REST `/auth/*` contract answers a few of these in its documented English (rest-contract-english.ts).
 *
 * - The screens read theirs from one namespace per screen group; `scripts/lint/jsx-literal-text.ts` names a word
 *   written in their JSX, in every screen. Not here yet: the long mail bodies, still templates beside their senders.
 */
import type * as french from "./fr.js";

export * as fr from "./fr.js";

/** Every namespace and key of `fr`, a plain `string` or a typed function per message: what `en` must satisfy. */
export type Catalogue = { readonly [Namespace in keyof typeof french]: Readonly<(typeof french)[Namespace]> };

/**
 * The namespaces only the staff read, which stay French (the team works in French; docs/0054, "English"): every
 * `backOffice…` one, present or to come, and the back-office's frame, bar, calendar of calls and list of missed
 * searches. `quoteDesk`, despite its name, answers visitors (their quotes' refusals): it is translated.
 */
export type StaffNamespace = Extract<
  keyof Catalogue,
  `backOffice${string}` | "adminArea" | "callCalendar" | "searchMisses" | "staffBar"
>;

/** What `en` fills: every namespace but the staff's, each with every key of the French. */
export type EnglishCatalogue = Omit<Catalogue, StaffNamespace>;

/**
 * The catalogue the site speaks: French; no screen reads the English (`en.ts`) yet. Read as
 * `messages.<namespace>.<key>` only, never passed around whole, so that the bundler can drop the namespaces a page
 * does not read.
 */
export * as messages from "./fr.js";
