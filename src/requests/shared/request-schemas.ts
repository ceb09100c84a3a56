import { z } from "zod";
import { emailField } from "../../shared/email-field.js";
import { honeypotSchema } from "../../shared/honeypot-schema.js";
import { localeField } from "../../shared/locale-field.js";
import { messages } from "../../shared/messages/catalogue.js";
import { personName } from "../../shared/person-name.js";
import { SITE_PATH_MAX, SITE_PATH_PATTERN } from "../../shared/site-path.js";

/**
 * The schemas every door of the request forms validates with: the REST API, the tRPC procedures, the
 * HTML forms and the React forms (docs/0014-visitor-requests.md). Pure: no Node or browser imports.
 * Empty strings count as absent (an HTML form sends every field), and a checked box may arrive as "on".
 * Ids (offers, categories, jobs) are checked against the content by the server.
 */

export const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** Control characters have no place in a one-line field (and a line break in a name could reach a mail header). */
const oneLine = (schema: z.ZodString) => schema.regex(/^[^\p{Cc}]*$/u, { error: messages.forms.singleLine });

export const requiredLine = (max: number, required: string) =>
  oneLine(
    z
      .string({ error: required })
      .trim()
      .min(1, { error: required })
      .max(max, { error: messages.forms.tooLong(max) }),
  );

const optionalLine = (max: number) =>
  z.preprocess(
    emptyToUndefined,
    oneLine(
      z
        .string()
        .trim()
        .max(max, { error: messages.forms.tooLong(max) }),
    ).optional(),
  );

/** Free text: line breaks kept (as \n), other control characters dropped. */
export const freeText = (max: number, required: string = messages.requests.messageRequired) =>
  z
    .string({ error: required })
    .trim()
    .max(max, { error: messages.forms.tooLong(max) })
    .transform((value) => value.replace(/\r\n?/g, "\n").replace(/[^\P{Cc}\n\t]/gu, ""));

export const MESSAGE_MAX = 4000;

const requiredMessage = z.preprocess(emptyToUndefined, freeText(MESSAGE_MAX));
const optionalMessage = z.preprocess(emptyToUndefined, freeText(MESSAGE_MAX).optional());

/** A content id (an offer, an expertise, a help category, a job): a lower-case slug. */
export const contentId = z
  .string()
  .trim()
  .max(100, { error: messages.forms.idInvalid })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: messages.forms.idInvalid });

const requiredId = (message: string) => z.preprocess(emptyToUndefined, z.string({ error: message }).pipe(contentId));

const phone = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .regex(/^\+?[0-9 ().-]{6,25}$/, { error: messages.forms.phoneInvalid })
    .optional(),
);

/** Ticked to send: `true` from JSON, "on" (or "true") from an HTML checkbox; anything else is refused. */
export const consentSchema = z.preprocess(
  (value) => (value === "on" || value === "true" ? true : value),
  z.literal(true, { error: messages.requests.consentRequired }),
);

/**
 * The site page a call to action was followed from ("/start-scale"), carried by its link to the form; the
 * server falls back to the Referer.
 */
export const sourcePage = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .trim()
    .max(SITE_PATH_MAX, { error: messages.requests.sourcePageInvalid })
    .regex(SITE_PATH_PATTERN, { error: messages.requests.sourcePageInvalid })
    .optional(),
);

/** Who the visitor is, in every form. */
const visitor = {
  firstName: personName(messages.forms.firstNameRequired),
  lastName: personName(messages.forms.lastNameRequired),
  email: emailField(messages.forms.emailInvalid),
  phone,
  consent: consentSchema,
  website: honeypotSchema,
  sourcePage,
  locale: localeField,
};

/** What a quote or a contact message may be about: an offer (Start & Scale) or an expertise. */
const context = {
  offerId: z.preprocess(emptyToUndefined, contentId.optional()),
  expertiseId: z.preprocess(emptyToUndefined, contentId.optional()),
};

const written = {
  ...visitor,
  company: optionalLine(150),
  subject: optionalLine(150),
  message: requiredMessage,
};

/** `POST /api/requests`, `requests.submit`, and the contact, support and priority forms. */
export const requestInput = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("quote"), ...written, ...context }),
    z.object({ type: z.literal("contact"), ...written, ...context }),
    z.object({
      type: z.literal("support"),
      ...written,
      category: requiredId(messages.requests.categoryRequired),
    }),
    z.object({
      type: z.literal("priority"),
      ...written,
      clientKey: z.preprocess(
        emptyToUndefined,
        z
          .string({ error: messages.requests.clientKeyRequired })
          .trim()
          .max(64, { error: messages.requests.clientKeyUnknown }),
      ),
    }),
  ],
  { error: messages.requests.typeUnknown },
);
export type RequestInput = z.infer<typeof requestInput>;

/** `POST /api/bookings`, `booking.book`: a slot from `GET /api/booking-slots`, as ISO 8601 with its offset. */
export const bookingInput = z.object({
  start: z.iso.datetime({ offset: true, error: messages.booking.slotRequired }),
  ...visitor,
  topic: optionalMessage,
});
export type BookingInput = z.infer<typeof bookingInput>;

/** The token of a booking's cancel link (256 random bits, base64url): anything else is refused before any lookup. */
export const bookingCancelInput = z.object({
  token: z
    .string({ error: messages.booking.cancelLinkInvalid })
    .trim()
    .regex(/^[\w-]{16,256}$/, { error: messages.booking.cancelLinkInvalid }),
});

/** The text fields of `POST /api/applications` (multipart); the CV is the `cv` file part. */
export const applicationInput = z.object({
  jobId: requiredId(messages.applications.jobUnknown),
  ...visitor,
  message: optionalMessage,
});
export type ApplicationInput = z.infer<typeof applicationInput>;

/** One page of "my requests", newest first; `cursor` is the previous page's `nextCursor`. */
export const myRequestsInput = z
  .object({
    cursor: z.string().max(100).optional(),
    limit: z.number().int().min(1).max(50).default(20),
  })
  .default({ limit: 20 });

/** What a successful submission answers, whatever the door. */
export interface SubmittedRequest {
  success: true;
  reference: string;
}
