import { describe, expect, expectTypeOf, it } from "vitest";
import { type Catalogue, type EnglishCatalogue, fr, type StaffNamespace } from "./catalogue.js";
import { catalogueTexts } from "./catalogue-texts.js";
import * as en from "./en.js";

/** The staff's namespaces as `StaffNamespace` writes them (catalogue.ts): they stay French. */
const isStaffNamespace = (namespace: string) =>
  namespace.startsWith("backOffice") || ["adminArea", "callCalendar", "searchMisses", "staffBar"].includes(namespace);

const keysOf = (catalogue: object) =>
  Object.fromEntries(Object.entries(catalogue).map(([namespace, entries]) => [namespace, Object.keys(entries).sort()]));

/**
 * English messages that read as the French, each for a reason: names (the offers' brand, the Horizon 2030
 * programme, Google, « Français », a language's name written in that language, and « Version française », the link to a page's French text, written in French as its `lang` says), words English and French
 * share (blog, menu, support, contact, message, client, total, date, notifications, pages, page, CV, « Expertise », an article label, and « Licence », an application's kind), the
 * offers' categories and tiers, which are names (Web, WordPress, Shopify, SaaS, e-commerce; Start, Essential,
 * Launch, Enterprise), and the
 * three bodies the original API gave in English, which the French catalogue keeps as they are (http.ts).
 */
const sameInBothLanguages = new Set([
  "Start & Scale",
  "Horizon",
  "Horizon 2030",
  "Google",
  "Expertise",
  "Licence",
  "Français",
  "Version française",
  "Blog",
  "Menu",
  "Support",
  "Contact",
  "Message",
  "Client",
  "Total",
  "Date",
  "Notifications",
  "Pages",
  "Page 7",
  "CV",
  "Web",
  "WordPress",
  "Shopify",
  "SaaS",
  "E-commerce",
  "Start",
  "Essential",
  "Launch",
  "Enterprise",
  "Request body too large (16 KB at most)",
  "Malformed JSON in request body",
  "Cross-origin request refused",
]);

/** A value without a lower-case letter is no language's words: a full stop, a key's shape (NVD-XXXX…). */
const hasWords = (text: string) => /\p{Ll}/u.test(text);

/** French typography: guillemets, and the (narrow) no-break space French sets before « ; : ! ? ». */
const frenchTypography = /[«»]|[\u202f\u00a0][;:!?]/u;

/** Common French words and letters that English does not write; accents only in the names allowed above. */
const frenchWords = [" le ", " la ", " les ", " des ", " est ", " vous ", " votre ", "é", "è", "ê", "à", "ç"];

const englishTexts = catalogueTexts(en);
const frenchTexts = new Map(catalogueTexts(fr));

describe("the English catalogue", () => {
  it("is typed against the French: every namespace but the staff's, every key, the same parameters", () => {
    expectTypeOf(en).toExtend<EnglishCatalogue>();
    expectTypeOf<keyof typeof en>().toEqualTypeOf<keyof EnglishCatalogue>();
    expectTypeOf<Exclude<keyof Catalogue, keyof typeof en>>().toEqualTypeOf<StaffNamespace>();
    expectTypeOf({ ...en, forms: { ...en.forms, tooLong: "too long" } }).not.toExtend<EnglishCatalogue>();
  });

  it("has every key of each French namespace the staff do not read, and no other", () => {
    const french = Object.fromEntries(Object.entries(fr).filter(([namespace]) => !isStaffNamespace(namespace)));
    expect(keysOf(en)).toEqual(keysOf(french));
    expect(Object.keys(fr).filter(isStaffNamespace).sort()).toEqual([
      "adminArea",
      "backOffice",
      "backOfficeAudit",
      "backOfficeInbox",
      "backOfficeQuotes",
      "backOfficeRequest",
      "backOfficeUsers",
      "callCalendar",
      "searchMisses",
      "staffBar",
    ]);
  });

  it("takes each function message's parameters, all of them: tsc accepts a function that ignores the last ones", () => {
    const arity = (catalogue: object) =>
      Object.entries(catalogue).flatMap(([namespace, entries]) =>
        Object.entries(entries as object).map(([key, value]): [string, number | "string"] => [
          `${namespace}.${key}`,
          typeof value === "function" ? value.length : "string",
        ]),
      );
    const french = new Map(arity(fr));
    expect(arity(en).filter(([key, taken]) => french.get(key) !== taken)).toEqual([]);
  });

  it("translates every message, its functions' too, but for the words both languages share", () => {
    expect(englishTexts.length).toBeGreaterThan(800);
    const untranslated = englishTexts.filter(
      ([key, text]) => hasWords(text) && text === frenchTexts.get(key) && !sameInBothLanguages.has(text),
    );
    expect(untranslated).toEqual([]);
  });

  it("allows only words both languages share, each still read somewhere in the catalogue", () => {
    const values = new Set(englishTexts.map(([, text]) => text));
    expect([...sameInBothLanguages].filter((text) => !values.has(text))).toEqual([]);
  });

  it("writes no French typography and no French word, its functions' results included", () => {
    const french = englishTexts.filter(
      ([, text]) =>
        frenchTypography.test(text) ||
        (!sameInBothLanguages.has(text) && frenchWords.some((word) => ` ${text} `.toLowerCase().includes(word))),
    );
    expect(french).toEqual([]);
  });

  it("recognises French typography and words", () => {
    for (const text of ["« Bonjour »", "Prêt\u202f?", "Voir le site", "Réessayez."]) {
      expect(
        frenchTypography.test(text) || frenchWords.some((word) => ` ${text} `.toLowerCase().includes(word)),
        text,
      ).toBe(true);
    }
  });
});
