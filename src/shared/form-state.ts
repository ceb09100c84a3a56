/**
 * What the server says about one HTML form when it renders the page at request time: after a
 * submission without JavaScript (the values to show again and the messages), after a redirect that
 * carries an outcome (a reference, an address a mail went to), or to prefill context from the link
 * (a reset token, the page to return to). Pure: the server writes it, React reads it. No zod here: the
 * browser imports this file with every form, and the schema that checks a flash cookie is the server's.
 */
export interface FormState {
  /** The form it belongs to (the `_form` field of its `<form>`): other forms on the page ignore it. */
  form: string;
  /** Field values to show (strings, as HTML fields hold them; a ticked checkbox is "on"). Never a password. */
  values: Record<string, string>;
  /** One message per field. */
  errors: Record<string, string>;
  /** A message for the whole form, shown above its buttons. */
  alert?: { tone: "error" | "info" | "success"; message: string };
  /** What a successful submission produced, for the page that shows it. */
  result?: Record<string, string>;
}

/** The hidden field naming which form of a page was submitted. */
export const FORM_FIELD = "_form";
