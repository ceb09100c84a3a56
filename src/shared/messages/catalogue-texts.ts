/**
 * Every message of a catalogue as a person reads it, for the tests that hold the French and the English to the
 * same conventions (messages.test.ts, en.test.ts): a function message is called with one sample per parameter.
 */

/** A sample argument that reads as "7" both as a number and as a list of words (`allowed.join(", ")`), and is truthy. */
const sample = Object.freeze([7]);

/** A catalogue as `fr.ts` and `en.ts` export it: namespaces of messages. */
type Namespaces = Readonly<Record<string, Readonly<Record<string, unknown>>>>;

/** Each message of `catalogue` as "namespace.key" and its text, a function called with the sample arguments. */
export function catalogueTexts(catalogue: Namespaces): [key: string, text: string][] {
  return Object.entries(catalogue).flatMap(([namespace, entries]) =>
    Object.entries(entries).map(([name, value]): [string, string] => [
      `${namespace}.${name}`,
      typeof value === "function"
        ? (value as (...args: unknown[]) => string)(...Array.from({ length: value.length }, () => sample))
        : String(value),
    ]),
  );
}
