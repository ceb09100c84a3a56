import { describe, expect, it } from "vitest";
import { messages } from "./messages/catalogue.js";
import { registrationFieldOf } from "./messages/registration-field.js";
import { restContractEnglish } from "./messages/rest-contract-english.js";

/** Words no French message of ours contains, and most English ones do. */
const ENGLISH = /\b(the|your|please|failed|must|invalid|with|already|exists|password|error|found)\b/i;

describe("some server messages are English on French screens", () => {
  // Every namespace but the shared API protections, whose three English messages the original API gave.
  const { http: _english, ...catalogue } = messages;
  // A message that is a function is read with a count, unless it takes something else.
  const samples: Record<string, unknown[]> = { "dashboard.softwareLabel": [["Firefox 128", "Linux"]] };
  const texts = Object.entries(catalogue).flatMap(([namespace, entries]) =>
    Object.entries(entries).map(([name, value]) => [
      `${namespace}.${name}`,
      typeof value === "function"
        ? (value as (...args: unknown[]) => string)(...(samples[`${namespace}.${name}`] ?? [2]))
        : value,
    ]),
  );

  it.each(texts)("%s is French", (_name, text) => {
    expect(text).not.toMatch(ENGLISH);
  });

  it("keeps the REST contract's documented English for the French messages it replaces there", () => {
    expect(restContractEnglish[messages.accounts.invalidCredentials]).toBe("Invalid email or password");
    expect(restContractEnglish[messages.accounts.emailTaken]).toMatch(/email/);
    for (const english of Object.values(restContractEnglish)) expect(english).toMatch(ENGLISH);
  });

  it("puts a message about the address beside the e-mail field", () => {
    expect(registrationFieldOf(messages.accounts.emailTaken)).toBe("email");
    expect(registrationFieldOf(messages.forms.emailInvalid)).toBe("email");
    expect(registrationFieldOf(messages.accounts.passwordTooShort)).toBeUndefined();
  });
});
