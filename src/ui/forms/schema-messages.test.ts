import { describe, expect, it } from "vitest";
import { z } from "zod";
import { schemaMessages } from "./schema-messages.js";

const messagesOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error("expected the check to fail");
  return schemaMessages(result.error.issues);
};

describe("schemaMessages", () => {
  it("keeps the first message of each field, dotted for a group", () => {
    const schema = z.object({
      password: z.string().min(8, { error: "Too short" }).regex(/[A-Z]/, { error: "Needs a capital" }),
      customer: z.object({ email: z.email({ error: "Invalid email address" }) }),
    });
    expect(messagesOf(schema, { password: "abc", customer: { email: "nope" } })).toEqual(
      new Map([
        ["password", "Too short"],
        ["customer.email", "Invalid email address"],
      ]),
    );
  });

  it("puts a refinement's message on the field it names", () => {
    const schema = z
      .object({ password: z.string(), confirmPassword: z.string() })
      .refine((values) => values.password === values.confirmPassword, {
        error: "Passwords don't match",
        path: ["confirmPassword"],
      });
    expect(messagesOf(schema, { password: "a", confirmPassword: "b" })).toEqual(
      new Map([["confirmPassword", "Passwords don't match"]]),
    );
  });

  it("lets the closest branch of a failed union speak for it", () => {
    const schema = z.union([
      z.object({ kind: z.literal("a"), name: z.string(), age: z.number() }),
      z.object({ kind: z.literal("b"), name: z.string().min(2, { error: "Name too short" }) }),
    ]);
    expect(messagesOf(schema, { kind: "b", name: "x" }).get("name")).toBe("Name too short");
  });
});
