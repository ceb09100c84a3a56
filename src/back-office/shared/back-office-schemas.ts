import { z } from "zod";
import { requestStatuses, requestTypes } from "../../requests/shared/request-types.js";
import { messages } from "../../shared/messages/catalogue.js";
import { roles } from "./roles.js";

/**
 * What the back-office procedures accept (docs/0021-back-office.md). Pure: the React pages validate with
 * the same schemas. Empty strings count as absent, as the inbox's filter form sends every field.
 */
const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

export const REFERENCE_PATTERN = /^NOV-\d{4}-\d{5}$/;
export const reference = z
  .string()
  .trim()
  .toUpperCase()
  .regex(REFERENCE_PATTERN, { error: messages.backOffice.referenceInvalid });

/** The inbox's filters: also those of the CSV export, which exports what the inbox shows. */
export const inboxFilters = z.object({
  type: optional(z.enum(requestTypes)),
  status: optional(z.enum(requestStatuses)),
  /** "me", "none" or a team member's id. */
  owner: optional(z.string().max(64)),
  /** A reference, an e-mail address (or its beginning), a name or a company. */
  search: optional(z.string().trim().max(200)),
});
export type InboxFilters = z.infer<typeof inboxFilters>;

export const inboxInput = inboxFilters.extend({
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});

export const statusInput = z.object({ reference, status: z.enum(requestStatuses) });
export const assignInput = z.object({ reference, ownerId: z.string().max(64).nullable() });
export const noteInput = z.object({
  reference,
  text: z
    .string()
    .trim()
    .min(1, { error: messages.backOffice.noteEmpty })
    .max(4000, { error: messages.backOffice.textTooLong(4000) }),
});
export const replyInput = z.object({
  reference,
  text: z
    .string()
    .trim()
    .min(1, { error: messages.backOffice.replyEmpty })
    .max(10000, { error: messages.backOffice.textTooLong(10000) }),
});
export const cancelCallInput = z.object({
  reference,
  /** Said to the visitor in the cancellation mail. */
  message: optional(
    z
      .string()
      .trim()
      .max(2000, { error: messages.backOffice.textTooLong(2000) }),
  ),
});
export const quotesInput = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
export const auditLogInput = z.object({
  cursor: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
export const roleInput = z.object({ email: z.string().trim().max(254), role: z.enum(roles) });
export const usersInput = z.object({
  search: optional(z.string().trim().max(200)),
  cursor: z.string().max(200).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});
export const accountInput = z.object({ email: z.string().trim().max(254) });
