import { z } from "zod";
import { messages } from "./messages/catalogue.js";

/** Long enough for « Marie-Héloïse de La Tour d'Auvergne-Lauraguais », too short to carry a sentence. */
export const PERSON_NAME_MAX = 60;

/**
 * Letters of any script (with their accents), then letters, spaces, hyphens and apostrophes; a dot only
 * after a letter and before a space, a hyphen or the end (« J. R. », « Jr. »), never between letters,
 * so no domain name (« evil.example ») fits. No digit, `@`, `:` or `/`: a name cannot carry an address or a link.
 */
const PERSON_NAME = /^\p{L}\p{M}*(?:[\p{L}\p{M}'’ -]|(?<=\p{L}\p{M}*)\.(?![\p{L}\p{M}.]))*$/u;

/**
 * A first or last name, in every form that takes one (requests, bookings, applications, quotes,
 * registration, the account's profile). Names are written into mails sent to any address a visitor types,
 * so a name must be a name, not a message (docs/0014-visitor-requests.md).
 */
export function personName(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(PERSON_NAME_MAX, { error: messages.forms.tooLong(PERSON_NAME_MAX) })
    .regex(PERSON_NAME, { error: messages.forms.nameInvalid });
}
