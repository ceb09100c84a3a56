import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { indexCatalogue, inlineMessages, splitNamespace } from "./inline-messages.js";

const root = mkdtempSync(join(tmpdir(), "inline-messages-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
/** The catalogue's folder: `fr.ts`, `catalogue.ts` and the namespaces. */
const folder = join(root, "messages");
mkdirSync(folder);

const greetings = `import { formatFrenchNumber } from "../french-text.js";

/** The greetings. */
export const greetings = {
  // The page
  hello: "Bonjour\u202f!",
  welcome: \`Bienvenue chez nous.\`,
  unread: (count: number) => \`\${formatFrenchNumber(count)} messages non lus.\`,
};
`;
writeFileSync(join(folder, "greetings.ts"), greetings);
writeFileSync(join(folder, "footer-words.ts"), 'export const footerWords = { legalLink: "Mentions légales" };\n');
writeFileSync(
  join(folder, "fr.ts"),
  'export { footerWords } from "./footer-words.js";\nexport { greetings } from "./greetings.js";\n',
);
const catalogue = indexCatalogue(join(folder, "fr.ts"));

describe("the catalogue read at build time", () => {
  it("knows each namespace's file, its keys, and the source of its plain strings", () => {
    const entry = catalogue.namespaces.get("greetings");
    expect(entry?.file).toBe(join(folder, "greetings.ts"));
    expect([...(entry?.keys ?? [])]).toEqual(["hello", "welcome", "unread"]);
    expect(Object.fromEntries(entry?.literals ?? [])).toEqual({
      hello: '"Bonjour\u202f!"',
      welcome: "`Bienvenue chez nous.`",
    });
    expect(catalogue.namespaces.get("footerWords")?.literals.get("legalLink")).toBe('"Mentions légales"');
  });
});

describe("a screen's reads of the catalogue", () => {
  const screen = `import { messages } from "./messages/catalogue.js";

export function Greeting({ count }: { count: number }) {
  return (
    <p title={messages.greetings.welcome}>
      {messages.greetings.hello} {messages.greetings.unread(count)} {messages.footerWords.legalLink.length}
    </p>
  );
}
`;

  it("become the strings themselves, and an import of the one function read", () => {
    expect(
      inlineMessages(screen, join(root, "Greeting.tsx"), catalogue),
    ).toBe(`import { greetings$unread as messages$greetings$unread } from ${JSON.stringify(join(folder, "greetings.ts"))};
import { messages } from "./messages/catalogue.js";

export function Greeting({ count }: { count: number }) {
  return (
    <p title={\`Bienvenue chez nous.\`}>
      {"Bonjour\u202f!"} {messages$greetings$unread(count)} {"Mentions légales".length}
    </p>
  );
}
`);
  });

  it("leave a read of a whole namespace as written", () => {
    const whole = 'import { messages } from "./catalogue.js";\nconst words = messages.greetings;\nwords.hello;\n';
    expect(inlineMessages(whole, join(folder, "whole.ts"), catalogue)).toBeNull();
  });

  it("leave a module that does not import the catalogue's messages alone", () => {
    const other = 'import { messages } from "./mail-queue.js";\nmessages.greetings.hello;\n';
    expect(inlineMessages(other, join(folder, "other.ts"), catalogue)).toBeNull();
  });

  it("fail the build on a key the catalogue lacks, naming the file", () => {
    const typo = 'import { messages } from "./catalogue.js";\nmessages.greetings.helo;\n';
    expect(() => inlineMessages(typo, join(folder, "typo.ts"), catalogue)).toThrow(
      `${join(folder, "typo.ts")}: messages.greetings.helo is not in the catalogue`,
    );
  });

  it("fail the build when a local binding hides the catalogue's", () => {
    const hidden =
      'import { messages } from "./catalogue.js";\nconst f = (messages: Map<string, string>) => messages.size;\n';
    expect(() => inlineMessages(hidden, join(folder, "hidden.ts"), catalogue)).toThrow("a local `messages` hides");
  });
});

describe("a namespace file", () => {
  it("exports each key as a binding of its own, and the namespace made of them", () => {
    expect(
      splitNamespace(greetings, join(folder, "greetings.ts"), "greetings"),
    ).toBe(`import { formatFrenchNumber } from "../french-text.js";

/** The greetings. */
export const greetings$hello = "Bonjour\u202f!";
export const greetings$welcome = \`Bienvenue chez nous.\`;
export const greetings$unread = (count: number) => \`\${formatFrenchNumber(count)} messages non lus.\`;
export const greetings = { hello: greetings$hello, welcome: greetings$welcome, unread: greetings$unread };
`);
  });

  it("refuses a shape the split cannot carry", () => {
    const spread = 'export const greetings = { ...other, hello: "Bonjour" };\n';
    expect(() => splitNamespace(spread, "/m/greetings.ts", "greetings")).toThrow("each message must be written");
  });
});
