/**
 * The site's message catalogue: every sentence the server and the shared schemas say to a person, French, read
 * by key (`messages.requests.consentRequired`, `messages.forms.tooLong(120)`), never copied as a literal
 * (docs/0054-message-catalogue.md).
 *
 * - One file per feature's namespace beside this one; `fr.ts` lists them.
 * - `Catalogue` is the shape another language must fill: every key, a string or a function with the same
 *   parameters. An English catalogue will be `export const en: Catalogue = { … }`, chosen by the request's locale.
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
 * The catalogue the site speaks: French, the only language so far. Read as `messages.<namespace>.<key>` only,
 * never passed around whole, so that the bundler can drop the namespaces a page does not read.
 */
export * as messages from "./fr.js";
