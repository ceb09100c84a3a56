import { describe, expect, it } from "vitest";
import * as en from "../../../src/shared/messages/en.js";
import * as fr from "../../../src/shared/messages/fr.js";
import { inLanguage } from "./message-translation.js";

describe("a French message of the server, in the page's language", () => {
  it("finds a message's key by its French text and gives its English one", () => {
    expect(inLanguage(fr.forms.emailInvalid, "en")).toBe(en.forms.emailInvalid);
    expect(inLanguage(fr.requests.consentRequired, "en")).toBe(en.requests.consentRequired);
  });

  it("reads a function message's parameters back from its French text", () => {
    expect(inLanguage(fr.forms.tooLong(120), "en")).toBe(en.forms.tooLong(120));
    expect(inLanguage(fr.forms.tooLong(5000), "en")).toBe("5000 characters at most.");
  });

  it("leaves French as it is, and a text no message wrote in either language", () => {
    expect(inLanguage(fr.forms.emailInvalid, "fr")).toBe(fr.forms.emailInvalid);
    expect(inLanguage("Une phrase que personne n'a écrite.", "en")).toBe("Une phrase que personne n'a écrite.");
  });

  it("translates every plain message of the namespaces English visitors read", () => {
    const french = new Map<string, number>();
    const plain = Object.entries(en).flatMap(([namespace, entries]) =>
      Object.entries(entries).flatMap(([key, english]) => {
        const original = (fr as Record<string, Record<string, unknown>>)[namespace]?.[key];
        return typeof original === "string" && typeof english === "string"
          ? [{ key: `${namespace}.${key}`, original, english }]
          : [];
      }),
    );
    for (const { original } of plain) french.set(original, (french.get(original) ?? 0) + 1);
    // A French text two keys share may be either's English; every other one comes out as its own key's.
    const wrong = plain.filter(
      ({ original, english }) => french.get(original) === 1 && inLanguage(original, "en") !== english,
    );
    expect(wrong.map(({ key }) => key)).toEqual([]);
    expect(plain.length).toBeGreaterThan(500);
  });
});
