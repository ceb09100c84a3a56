import { describe, expect, it } from "vitest";
import * as authMessages from "./auth-messages.js";

/** Words no French message of ours contains, and most English ones do. */
const ENGLISH = /\b(the|your|please|failed|must|invalid|with|already|exists|password|error|found)\b/i;

describe("some server messages are English on French screens", () => {
  const { restContractEnglish, registrationFieldOf: _fieldOf, ...catalogue } = authMessages;
  const texts = Object.entries(catalogue).map(([name, value]) => [
    name,
    typeof value === "function" ? (value as (count: number) => string)(2) : value,
  ]);

  it.each(texts)("%s is French", (_name, text) => {
    expect(text).not.toMatch(ENGLISH);
  });

  it("keeps the REST contract's documented English for the French messages it replaces there", () => {
    expect(restContractEnglish[authMessages.invalidCredentials]).toBe("Invalid email or password");
    expect(restContractEnglish[authMessages.emailTaken]).toMatch(/email/);
    for (const english of Object.values(restContractEnglish)) expect(english).toMatch(ENGLISH);
  });

  it("puts a message about the address beside the e-mail field", () => {
    expect(authMessages.registrationFieldOf(authMessages.emailTaken)).toBe("email");
    expect(authMessages.registrationFieldOf(authMessages.invalidEmail)).toBe("email");
    expect(authMessages.registrationFieldOf(authMessages.passwordTooShort)).toBeUndefined();
  });
});
