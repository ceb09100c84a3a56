import { z } from "zod";

/** An e-mail address field, trimmed, at most 254 characters, with the form's own message. */
export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(254, { error: message })
    .pipe(z.email({ error: message }));
}
