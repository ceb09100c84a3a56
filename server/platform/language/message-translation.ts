import * as en from "../../../src/shared/messages/en.js";
import * as fr from "../../../src/shared/messages/fr.js";
import type { Locale } from "../../../src/shared/site-locale.js";

type Message = string | ((...args: never[]) => string);
type Namespaces = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** A function message recognised by its French text, its parameters captured where the samples were. */
interface Pattern {
  french: RegExp;
  english: (...args: unknown[]) => string;
}

/** Samples no message writes by itself, one per parameter, which a message must show as they are to be matched. */
const sampleOf = (index: number) => 918_273_640 + index;

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A captured argument as the English message wants it: digits as a number (counts, lengths), else the text. */
const argumentOf = (text: string): unknown => (/^\d+$/.test(text) ? Number(text) : text);

function patternOf(french: (...args: unknown[]) => string, english: (...args: unknown[]) => string): Pattern | null {
  const samples = Array.from({ length: french.length }, (_, index) => sampleOf(index));
  let text: string;
  try {
    text = french(...samples);
  } catch {
    return null;
  }
  // A message that formats or leaves out a parameter ("1 000", a plural chosen by count) cannot be read back.
  if (samples.some((sample) => text.split(String(sample)).length !== 2)) return null;
  // Nor can one with hardly a word of its own ("${a} ${b}"): it would take any text for itself.
  const words = samples.reduce((rest, sample) => rest.replace(String(sample), ""), text);
  if ((words.match(/\p{L}/gu)?.length ?? 0) < 4) return null;
  let source = literally(text);
  for (const sample of samples) source = source.replace(String(sample), `(?<p${sample - sampleOf(0)}>.+?)`);
  return { french: new RegExp(`^${source}$`, "u"), english };
}

/**
 * The French catalogue's messages, read back to their key: every string of the namespaces English visitors read,
 * and the function messages whose French text shows each parameter as given (the others stay French).
 */
function buildIndex() {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [namespace, entries] of Object.entries(en as unknown as Namespaces)) {
    const french = (fr as unknown as Namespaces)[namespace] ?? {};
    for (const [key, english] of Object.entries(entries) as [string, Message][]) {
      const original = french[key] as Message | undefined;
      if (typeof original === "string" && typeof english === "string") exact.set(original, english);
      if (typeof original === "function" && typeof english === "function") {
        const pattern = patternOf(
          original as (...args: unknown[]) => string,
          english as (...args: unknown[]) => string,
        );
        if (pattern) patterns.push(pattern);
      }
    }
  }
  // The most specific first: a longer French text has more words to match than a shorter one it may contain.
  patterns.sort((a, b) => b.french.source.length - a.french.source.length);
  return { exact, patterns };
}

let index: ReturnType<typeof buildIndex> | undefined;

/**
 * A message the server wrote in French (a schema's check, a service's refusal, a form's notice) in the language of
 * the page that asked (docs/0068-english-routes.md, "Forms without JavaScript"). The rules and the services keep
 * one language, the catalogue's keys translate their words: a text no key wrote (a person's input) stays as it is.
 */
export function inLanguage(message: string, locale: Locale): string {
  if (locale === "fr") return message;
  index ??= buildIndex();
  const exact = index.exact.get(message);
  if (exact !== undefined) return exact;
  for (const pattern of index.patterns) {
    const match = pattern.french.exec(message);
    if (!match?.groups) continue;
    const args = Array.from({ length: Object.keys(match.groups).length }, (_, at) =>
      argumentOf(match.groups?.[`p${at}`] ?? ""),
    );
    try {
      return pattern.english(...args);
    } catch {
      return message;
    }
  }
  return message;
}
