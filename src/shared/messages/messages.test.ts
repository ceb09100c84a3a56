import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, expectTypeOf, it } from "vitest";
import { frenchTypography, typographyFaults } from "../french-typography.js";
import { type Catalogue, fr } from "./catalogue.js";
import { catalogueTexts } from "./catalogue-texts.js";
import * as en from "./en.js";

const root = join(import.meta.dirname, "..", "..", "..");

const texts = catalogueTexts(fr);

/** The languages held to the same conventions: one key per sentence, sentences that end as such, titles that do not. */
const languages = [
  ["French", texts],
  ["English", catalogueTexts(en)],
] as const;

/** The same sentence, whatever its final punctuation, case or spacing: "Le nom est obligatoire" = "… obligatoire.". */
const sentence = (text: string) =>
  text
    .replace(/[\s.!?…]+$/u, "")
    .replace(/\s+/gu, " ")
    .toLowerCase();

/** Two keys with one sentence between them, each pair once. */
function duplicates(entries: readonly [string, string][]): string[] {
  const firstKey = new Map<string, string>();
  return entries.flatMap(([key, text]) => {
    const first = firstKey.get(sentence(text));
    if (first) return [`${first} = ${key}`];
    firstKey.set(sentence(text), key);
    return [];
  });
}

/**
 * Messages that end without a sentence's punctuation, each for a reason: the three English bodies the original
 * API gave and clients read as they are, the 5xx message, whose last word is the reference to quote, and the
 * mails' greetings, which open a letter with a comma.
 */
const fragments = [
  "http.bodyTooLarge",
  "http.malformedJson",
  "http.crossOriginRefused",
  "http.internalError",
  "mailLines.greeting",
  "mailLines.teamGreeting",
];

const endsAsSentence = (text: string) => /[.!?…]$/u.test(text);

/**
 * A sentence's words up to an element set inside it (a link, an address in bold), the key ending in `Before`
 * (or `Between` two such elements): the sentence goes on in the screen, so it does not end as one.
 */
const isSentenceStart = (key: string) => /(Before|Between)$/.test(key);

/**
 * The screens' names for things, not sentences: a key ending in `Label` (a field's label, an `aria-label`, an
 * image's `alt`), `Title` (a page's or a section's title), `Heading`, `Button`, `Link`, `Tab`, `Caption` or `Column` (a table's).
 * The convention is the key's name, so a sentence under such a key is caught by the titles' test below.
 */
const screenName = /(Label|Title|Heading|Button|Link|Tab|Caption|Column)$/;

/** The mails' titles: their subjects, the labels of their buttons and summaries. */
const isMailTitle = (key: string) => /^mail(Subjects|Labels)\./.test(key) || key.endsWith("Action");

const isScreenName = (key: string) => screenName.test(key.split(".")[1] ?? "");

/** Titles, not sentences: the mails' titles and the screens' names. */
const isTitle = (key: string) => isMailTitle(key) || isScreenName(key);

/** A `new ServiceError(kind, message…)` call and its message argument (up to the next comma or parenthesis). */
const serviceError = /new ServiceError\(\s*[^,]+?,\s*([^,)]+)/g;

/** A message argument read from the catalogue: `messages.feature.key`, a call of one, or a choice between them. */
const fromCatalogue = /^(?:\w+ \? )?messages\.\w+\.\w+(?:\([^)]*)?(?: : messages\.\w+\.\w+(?:\([^)]*)?)?$/;

/**
 * The calls whose message is a parameter or a refusal already made: each passes on a catalogue message chosen by
 * its caller (a token's refusal, a content id's refusal) or re-throws, as a ServiceError, what a procedure called
 * in-process refused (its input check, its middleware).
 */
const passedOn = [
  "server/accounts/pages/sign-in-pages.ts: refusal",
  "server/requests/visitor-requests.ts: message",
  "server/trpc/caller-error.ts: message",
  "server/trpc/caller-error.ts: error.message",
];

/** A message written out where a schema or a reply is built: `error: "…"`, `message: \`…\``, `.min(1, "…")`. */
const literalMessage =
  /\b(?:error|message):\s*["'`]|\.(?:min|max|length|regex|refine|email|url|nonempty)\([^()]*,\s*["'`]/;

/**
 * Files whose literal messages are not the site's words: the configuration's refusals to start and `/metrics`
 * speak English to operators, "Invalid input" is zod's own wording that first-issue.ts recognises, tRPC's
 * unknown-procedure refusal is the library's. Test helpers (`tests/`, `server/testing/`) are left out.
 */
const operatorsAndLibraries = [
  "server/platform/config/config.ts",
  "server/platform/http/first-issue.ts",
  "server/platform/http/metrics-endpoint.ts",
  "server/trpc/trpc.ts",
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each ServiceError message argument of `source` not read from the catalogue, as "file: argument". */
function messagesNotFromCatalogue(file: string, source: string): string[] {
  return [...source.matchAll(serviceError)]
    .map((match) => (match[1] ?? "").replace(/\s+/g, " ").trim())
    .filter((argument) => !fromCatalogue.test(argument))
    .map((argument) => `${file}: ${argument}`);
}

describe("the message catalogue", () => {
  it("types each message so that another language can fill it: any string, or a function of typed parameters", () => {
    expectTypeOf<Catalogue["forms"]["emailInvalid"]>().toEqualTypeOf<string>();
    expectTypeOf<Catalogue["forms"]["tooLong"]>().toEqualTypeOf<(max: number) => string>();
    expectTypeOf<Catalogue["quotes"]["expired"]>().toEqualTypeOf<(date: string) => string>();
    expectTypeOf({
      ...fr,
      forms: { ...fr.forms, emailInvalid: "Please enter a valid email address." },
    }).toExtend<Catalogue>();
    expectTypeOf({ ...fr, forms: { ...fr.forms, tooLong: "too long" } }).not.toExtend<Catalogue>();
  });

  it("finds a sentence written twice, even with another final punctuation", () => {
    expect(
      duplicates([
        ["accounts.firstNameRequired", "Le prénom est obligatoire"],
        ["requests.firstNameRequired", "Le prénom est obligatoire."],
      ]),
    ).toEqual(["accounts.firstNameRequired = requests.firstNameRequired"]);
  });

  it("sets every message in French typography: no breaking space before « : ; ! ? » or inside « »", () => {
    expect(texts.filter(([, text]) => frenchTypography(text) !== text || typographyFaults(text).length > 0)).toEqual(
      [],
    );
  });

  it("gives every ServiceError of the server a message from the catalogue, never a literal", () => {
    const found = sourceFiles(join(root, "server")).flatMap((path) =>
      messagesNotFromCatalogue(relative(root, path).split("\\").join("/"), readFileSync(path, "utf8")),
    );
    expect(found).toEqual(passedOn);
  });

  it("writes no schema or reply message as a literal in server/ or src/shared/", () => {
    const found = [...sourceFiles(join(root, "server")), ...sourceFiles(join(root, "src", "shared"))]
      .map((path) => relative(root, path).split("\\").join("/"))
      .filter((path) => !/(^|\/)(tests|testing)\//.test(path) && !path.startsWith("src/shared/messages/"))
      .filter((path) => literalMessage.test(readFileSync(join(root, path), "utf8")))
      .sort();
    expect(found).toEqual(operatorsAndLibraries);
  });

  it("recognises a literal message in a schema however it is written", () => {
    for (const code of ['z.string({ error: "Requis." })', ".max(100, `Trop long.`)", "{ message: 'Non.' }"]) {
      expect(literalMessage.test(code), code).toBe(true);
    }
    for (const code of ["{ error: messages.forms.singleLine }", ".max(max, messages.search.queryTooLong(max))"]) {
      expect(literalMessage.test(code), code).toBe(false);
    }
  });

  it("tells a literal from a catalogue message however the call is written", () => {
    const source = [
      'throw new ServiceError("bad-request", "Ce créneau est pris.");',
      "throw new ServiceError(\n  kind,\n  `Devis $" + "{reference} inconnu.`,\n);",
      'throw new ServiceError("conflict", messages.booking.slotTaken, { field: "slot" });',
      "throw new ServiceError(owned ? 'conflict' : 'not-found', owned ? messages.a.b : messages.c.d);",
      'throw new ServiceError("gone", messages.quotes.expired(date));',
    ].join("\n");
    expect(messagesNotFromCatalogue("x.ts", source)).toEqual([
      'x.ts: "Ce créneau est pris."',
      "x.ts: `Devis $" + "{reference} inconnu.`",
    ]);
  });
});

describe.each(languages)("the %s catalogue's conventions", (_language, texts) => {
  it("holds each sentence under one key, and each title", () => {
    // A title may repeat a notice's words: "Double authentification désactivée" is the mail's subject, and
    // with its period the screen's notice of the same event.
    expect(duplicates(texts.filter(([key]) => !isTitle(key)))).toEqual([]);
    expect(duplicates(texts.filter(([key]) => isMailTitle(key)))).toEqual([]);
    // A one-word name may mean two things: « Nom » is a person's whole name in a mail's summary and the
    // last-name field of a form (« Name », « Last name » in English); « Recherche » is a page and a column. So the
    // screens' names are compared among themselves, those of several words only.
    expect(
      duplicates(texts.filter(([key, text]) => isScreenName(key) && !isMailTitle(key) && /\s/u.test(text.trim()))),
    ).toEqual([]);
  });

  it("ends each message as a sentence, but for the fragments listed", () => {
    const unfinished = texts
      .filter(([key, text]) => !isTitle(key) && !isSentenceStart(key) && !endsAsSentence(text))
      .map(([key]) => key);
    expect(unfinished).toEqual(fragments);
  });

  it("writes titles without a sentence's final punctuation", () => {
    const titles = texts.filter(([key]) => isTitle(key));
    expect(titles.length).toBeGreaterThan(30);
    expect(titles.filter(([, text]) => endsAsSentence(text)).map(([key]) => key)).toEqual([]);
  });
});
