import { z } from "zod";

/**
 * The honeypot, named `website` in every public form: a field hidden from people (off-screen,
 * `tabindex="-1"`, `autocomplete="off"`) that bots fill in. The server's bot check reads it.
 */
export const honeypotSchema = z.string().max(200).optional();
