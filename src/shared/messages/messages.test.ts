import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { fr } from "./catalogue.js";

const root = join(import.meta.dirname, "..", "..", "..");

/** A sample argument that reads as "7" both as a number and as a list of words (`allowed.join(", ")`). */
const sample = Object.freeze([7]);

/** Every message of the catalogue as a person reads it, a function called with the sample arguments. */
const texts: [key: string, text: string][] = Object.entries(fr).flatMap(([namespace, entries]) =>
  Object.entries(entries).map(([name, value]): [string, string] => [
    `${namespace}.${name}`,
    typeof value === "function" ? (value as (...args: unknown[]) => string)(sample, sample) : value,
  ]),
);

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
 * API gave and clients read as they are, and the 5xx message, whose last word is the reference to quote.
 */
const fragments = ["http.bodyTooLarge", "http.malformedJson", "http.crossOriginRefused", "http.internalError"];

const endsAsSentence = (text: string) => /[.!?…]$/u.test(text);

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
  "server/account-pages/sign-in-pages.ts: refusal",
  "server/requests/visitor-requests.ts: message",
  "server/trpc/caller-error.ts: message",
  "server/trpc/caller-error.ts: error.message",
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
  it("holds each sentence under one key", () => {
    expect(duplicates(texts)).toEqual([]);
  });

  it("finds a sentence written twice, even with another final punctuation", () => {
    expect(
      duplicates([
        ["accounts.firstNameRequired", "Le prénom est obligatoire"],
        ["requests.firstNameRequired", "Le prénom est obligatoire."],
      ]),
    ).toEqual(["accounts.firstNameRequired = requests.firstNameRequired"]);
  });

  it("ends each message as a sentence, but for the fragments listed", () => {
    const unfinished = texts.filter(([, text]) => !endsAsSentence(text)).map(([key]) => key);
    expect(unfinished).toEqual(fragments);
  });

  it("gives every ServiceError of the server a message from the catalogue, never a literal", () => {
    const found = sourceFiles(join(root, "server")).flatMap((path) =>
      messagesNotFromCatalogue(relative(root, path).split("\\").join("/"), readFileSync(path, "utf8")),
    );
    expect(found).toEqual(passedOn);
  });

  it("tells a literal from a catalogue message however the call is written", () => {
    const source = [
      'throw new ServiceError("bad-request", "Ce créneau est pris.");',
      "throw new ServiceError(\n  kind,\n  `Devis ${reference} inconnu.`,\n);",
      'throw new ServiceError("conflict", messages.booking.slotTaken, { field: "slot" });',
      "throw new ServiceError(owned ? 'conflict' : 'not-found', owned ? messages.a.b : messages.c.d);",
      'throw new ServiceError("gone", messages.quotes.expired(date));',
    ].join("\n");
    expect(messagesNotFromCatalogue("x.ts", source)).toEqual([
      'x.ts: "Ce créneau est pris."',
      "x.ts: `Devis ${reference} inconnu.`",
    ]);
  });
});
