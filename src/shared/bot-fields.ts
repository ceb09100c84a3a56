/**
 * The honeypot's name in every public form: a field hidden from people (off-screen, `tabindex="-1"`,
 * `autocomplete="off"`, src/ui/forms/HoneypotField.tsx) that bots fill in. The server's bot check reads it;
 * its schema is src/shared/honeypot-schema.ts.
 */
export const HONEYPOT_FIELD = "website";
