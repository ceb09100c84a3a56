import type { z } from "zod";

/** The first validation problem, as both APIs report it: the schema's message and the field it concerns. */
export function firstIssue(error: z.ZodError): { message: string; field: string | null } {
  const issue = error.issues[0];
  if (!issue) return { message: "Invalid input", field: null };
  const field = issue.path.length > 0 ? issue.path.join(".") : null;
  // zod's own messages for wrong types do not say which field: add it. Ours (src/shared/messages/) are what the visitor reads: they stay exact.
  const generic = issue.message.startsWith("Invalid input");
  return { message: generic && field ? `${field}: ${issue.message}` : issue.message, field };
}
