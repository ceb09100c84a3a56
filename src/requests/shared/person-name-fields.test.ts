import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { registerInput, updateProfileInput } from "../../accounts/shared/auth-schemas.js";
import { quoteInput } from "../../quotes/shared/quote-schemas.js";
import { messages } from "../../shared/messages/catalogue.js";
import { personName } from "../../shared/person-name.js";
import { applicationInput, bookingInput, requestInput } from "./request-schemas.js";

const PHISHING = "Client, votre compte est suspendu : http://evil.example/login";
const person = { firstName: "Léa", lastName: "Martin", email: "lea@example.fr" };

/** Every schema that takes a person's name, with a valid payload and where the names sit in it. */
const forms: Array<{ name: string; schema: z.ZodType; valid: Record<string, unknown>; at?: string }> = [
  { name: "request", schema: requestInput, valid: { type: "contact", ...person, message: "Bonjour", consent: true } },
  {
    name: "booking",
    schema: bookingInput,
    valid: { start: "2030-01-07T10:00:00+01:00", ...person, consent: true },
  },
  { name: "application", schema: applicationInput, valid: { jobId: "web-designer", ...person, consent: true } },
  {
    name: "quote",
    schema: quoteInput,
    at: "customer",
    valid: {
      offers: ["web-start"],
      customer: { ...person, company: "Martin SARL", address: "1 rue de la Paix, Paris" },
      consent: true,
    },
  },
  { name: "registration", schema: registerInput, valid: { ...person, password: "Sup3rSecret" } },
  { name: "profile", schema: updateProfileInput, valid: { firstName: "Léa", lastName: "Martin" } },
];

function withName(form: (typeof forms)[number], field: "firstName" | "lastName", value: string) {
  if (!form.at) return { ...form.valid, [field]: value };
  return { ...form.valid, [form.at]: { ...(form.valid[form.at] as object), [field]: value } };
}

describe("public forms mail a stranger's text to any address", () => {
  it.each(forms)("the $name form takes names, and refuses a sentence with a link as a name", (form) => {
    expect(form.schema.safeParse(form.valid).success).toBe(true);
    for (const field of ["firstName", "lastName"] as const) {
      const refused = form.schema.safeParse(withName(form, field, PHISHING));
      expect(refused.success).toBe(false);
      expect(refused.error?.issues.map((issue) => [issue.path.at(-1), issue.message])).toContainEqual([
        field,
        messages.forms.nameInvalid,
      ]);
    }
  });

  const name = personName("Le prénom est obligatoire.");
  it.each([
    "Léa",
    "Jean-Pierre",
    "O'Brien",
    "d’Arcy",
    "Anne-Sophie J.",
    "J. R. R.",
    "Martin Jr.",
    "de La Tour",
    "Nguyễn",
    "Zoë",
  ])("accepts %j", (value) => {
    expect(name.safeParse(value).success).toBe(true);
  });

  it.each([
    PHISHING,
    "evil.example",
    "www.evil.example",
    "lea@example.fr",
    "12345",
    "Léa2",
    "-Léa",
    "Léa..",
    "Léa\nMartin",
    "<b>Léa</b>",
  ])("refuses %j", (value) => {
    expect(name.safeParse(value).error?.issues.map((issue) => issue.message)).toContain(messages.forms.nameInvalid);
  });

  it("bounds the length: 1 to 60 characters", () => {
    expect(name.safeParse("  ").error?.issues[0]?.message).toBe("Le prénom est obligatoire.");
    expect(name.safeParse("a".repeat(60)).success).toBe(true);
    expect(name.safeParse("a".repeat(61)).error?.issues[0]?.message).toBe(messages.forms.tooLong(60));
  });
});
