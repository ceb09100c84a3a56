import { z } from "zod";

/** The honeypot's name in every public form. */
export const HONEYPOT_FIELD = "website";

/**
 * The honeypot: a field hidden from people (off-screen, `tabindex="-1"`, `autocomplete="off"`,
 * src/forms/honeypot-field.tsx) that bots fill in. The server's bot check reads it.
 */
export const honeypotSchema = z.string().max(200).optional();
