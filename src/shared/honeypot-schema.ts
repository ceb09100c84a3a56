import { z } from "zod";

/**
 * The honeypot's value in every public form's schema (src/shared/bot-fields.ts names the field). Apart from its
 * name, so that the browser's forms, which need the name, do not bring zod with it.
 */
export const honeypotSchema = z.string().max(200).optional();
