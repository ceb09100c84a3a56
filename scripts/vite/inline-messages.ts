import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { type ESTree, type Plugin, parseSync } from "vite";

/**
 * What the build knows of one namespace of the catalogue: its file, and for each key the source of its value
 * when that value is a plain string (a literal, or a template without placeholders).
 */
export type NamespaceIndex = { file: string; literals: ReadonlyMap<string, string>; keys: ReadonlySet<string> };
/** The namespaces by name, and the module the screens import `messages` from (`catalogue.ts` beside `fr.ts`). */
export type CatalogueIndex = { namespaces: ReadonlyMap<string, NamespaceIndex>; module: string };

/** The binding a namespace's key becomes in its own module, and in a module that reads it. */
export const keyBinding = (namespace: string, key: string) => `${namespace}$${key}`;
const readerBinding = (namespace: string, key: string) => `messages$${keyBinding(namespace, key)}`;

type Node = ESTree.Node | ESTree.Program;

/** Every node under `node`, parents first, each with its parent. */
function walk(node: Node, visit: (node: Node, parent: Node | undefined) => void, parent?: Node) {
  visit(node, parent);
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value : [value];
    for (const child of children) {
      if (child && typeof child === "object" && typeof (child as { type?: unknown }).type === "string") {
        walk(child as Node, visit, node);
      }
    }
  }
}

function parse(file: string, code: string): ESTree.Program {
  const result = parseSync(file, code, { lang: file.endsWith(".tsx") ? "tsx" : "ts", sourceType: "module" });
  if (result.errors.length > 0) throw new Error(`${file}: ${result.errors[0]?.message}`);
  return result.program;
}

/** The object literal of `export const <namespace> = { … }`, the one shape a namespace file has. */
function namespaceObject(program: ESTree.Program, namespace: string, file: string): ESTree.ObjectExpression {
  for (const statement of program.body) {
    if (statement.type !== "ExportNamedDeclaration" || statement.declaration?.type !== "VariableDeclaration") continue;
    for (const declarator of statement.declaration.declarations) {
      if (declarator.id.type === "Identifier" && declarator.id.name === namespace) {
        if (declarator.init?.type === "ObjectExpression") return declarator.init;
      }
    }
  }
  throw new Error(`${file}: no \`export const ${namespace} = { … }\``);
}

/** Each key of the object with its value, or an error naming what the split cannot carry (spread, method, computed key). */
function properties(object: ESTree.ObjectExpression, file: string) {
  return object.properties.map((property) => {
    if (
      property.type !== "Property" ||
      property.computed ||
      property.method ||
      property.shorthand ||
      property.key.type !== "Identifier"
    ) {
      throw new Error(`${file}: each message must be written \`key: value\` (offset ${property.start})`);
    }
    return { key: property.key.name, value: property.value };
  });
}

/** Reads `fr.ts` (one `export { name } from "./file.js"` per namespace) and every namespace file it names. */
export function indexCatalogue(listFile: string): CatalogueIndex {
  const namespaces = new Map<string, NamespaceIndex>();
  for (const statement of parse(listFile, readFileSync(listFile, "utf8")).body) {
    if (statement.type !== "ExportNamedDeclaration" || !statement.source) continue;
    const file = join(dirname(listFile), statement.source.value.replace(/\.js$/, ".ts"));
    const code = readFileSync(file, "utf8");
    for (const specifier of statement.specifiers) {
      const namespace = specifier.exported.type === "Identifier" ? specifier.exported.name : undefined;
      if (!namespace) continue;
      const literals = new Map<string, string>();
      const keys = new Set<string>();
      for (const { key, value } of properties(namespaceObject(parse(file, code), namespace, file), file)) {
        keys.add(key);
        const plain =
          (value.type === "Literal" && typeof value.value === "string") ||
          (value.type === "TemplateLiteral" && value.expressions.length === 0);
        if (plain) literals.set(key, code.slice(value.start, value.end));
      }
      namespaces.set(namespace, { file, literals, keys });
    }
  }
  return { namespaces, module: join(dirname(listFile), "catalogue") };
}

/**
 * A namespace file with each key also exported as a binding of its own (`export const dashboard$greetingTitle
 * = …`), and the namespace object made of those bindings: a module that reads one key imports that binding,
 * and the bundler drops the keys nobody reads.
 */
export function splitNamespace(code: string, file: string, namespace: string): string {
  const object = namespaceObject(parse(file, code), namespace, file);
  const entries = properties(object, file);
  const statementStart = code.lastIndexOf("export const", object.start);
  const bindings = entries
    .map(({ key, value }) => `export const ${keyBinding(namespace, key)} = ${code.slice(value.start, value.end)};\n`)
    .join("");
  const rebuilt = `{ ${entries.map(({ key }) => `${key}: ${keyBinding(namespace, key)}`).join(", ")} }`;
  return `${code.slice(0, statementStart)}${bindings}${code.slice(statementStart, object.start)}${rebuilt}${code.slice(object.end)}`;
}

/** Whether `source`, imported by `file`, is the catalogue's module (imported as `…/catalogue.js`). */
const importsCatalogue = (file: string, source: string, catalogue: CatalogueIndex) =>
  source.startsWith(".") && resolve(dirname(file), source).replace(/\.(js|ts)$/, "") === catalogue.module;

/**
 * A module that imports `messages` from the catalogue, with each `messages.<namespace>.<key>` replaced by the
 * message itself when it is a plain string, or by an import of that key's binding when it is a function. A read
 * of anything else (`messages.signInPages` alone) is left as written, whole namespace and all. Returns `null`
 * when the module reads no message.
 */
export function inlineMessages(code: string, file: string, catalogue: CatalogueIndex): string | null {
  const program = parse(file, code);
  const imported = program.body
    .filter((statement): statement is ESTree.ImportDeclaration => statement.type === "ImportDeclaration")
    .filter((statement) => statement.importKind !== "type" && importsCatalogue(file, statement.source.value, catalogue))
    .flatMap((statement) => statement.specifiers)
    .find(
      (specifier) =>
        specifier.type === "ImportSpecifier" &&
        specifier.imported.type === "Identifier" &&
        specifier.imported.name === "messages",
    );
  if (!imported) return null;
  const local = imported.local.name;

  const replacements: { start: number; end: number; text: string }[] = [];
  const functionImports = new Map<string, Set<string>>();
  walk(program, (node, parent) => {
    // A local binding of the same name would make `messages.x.y` mean something else: refuse rather than guess.
    const declared =
      node.type === "VariableDeclarator"
        ? [node.id]
        : "params" in node && Array.isArray(node.params)
          ? (node.params as ESTree.Node[])
          : [];
    if (declared.some((binding) => binding.type === "Identifier" && binding.name === local)) {
      throw new Error(`${file}: a local \`${local}\` hides the catalogue's`);
    }
    if (node.type !== "MemberExpression" || node.computed || node.object.type !== "Identifier") return;
    if (node.object.name !== local || node.property.type !== "Identifier") return;
    if (parent?.type !== "MemberExpression" || parent.object !== node || parent.computed) return;
    if (parent.property.type !== "Identifier") return;
    const namespace = catalogue.namespaces.get(node.property.name);
    const key = parent.property.name;
    if (!namespace?.keys.has(key)) {
      throw new Error(`${file}: messages.${node.property.name}.${key} is not in the catalogue`);
    }
    const literal = namespace.literals.get(key);
    if (literal !== undefined) {
      replacements.push({ start: parent.start, end: parent.end, text: literal });
    } else {
      replacements.push({ start: parent.start, end: parent.end, text: readerBinding(node.property.name, key) });
      const keys = functionImports.get(namespace.file) ?? new Set<string>();
      functionImports.set(namespace.file, keys.add(keyBinding(node.property.name, key)));
    }
  });
  if (replacements.length === 0) return null;

  let rewritten = code;
  for (const { start, end, text } of replacements.sort((a, b) => b.start - a.start)) {
    rewritten = `${rewritten.slice(0, start)}${text}${rewritten.slice(end)}`;
  }
  const imports = [...functionImports].map(
    ([namespaceFile, bindings]) =>
      `import { ${[...bindings].map((binding) => `${binding} as messages$${binding}`).join(", ")} } from ${JSON.stringify(namespaceFile)};\n`,
  );
  return `${imports.join("")}${rewritten}`;
}

/**
 * The browser bundle reads the catalogue's words as literals (docs/0065-messages-inlined-at-build.md): every
 * `messages.<namespace>.<key>` of a page becomes its string, or an import of that one key when it is a function,
 * so a chunk carries neither the keys' names nor the keys it does not read. The server, the prerender and the
 * tests read the catalogue as written. `readCatalogue` gives the language's catalogue (`indexCatalogue` of `fr.ts`,
 * or the English one, scripts/vite/english-build.ts).
 */
export function inlineCatalogue(readCatalogue: () => CatalogueIndex): Plugin {
  let catalogue: CatalogueIndex | undefined;
  return {
    name: "inline-messages",
    apply: "build",
    enforce: "pre",
    buildStart() {
      catalogue = readCatalogue();
    },
    transform(code, id, options) {
      if (options?.ssr || !catalogue || !/\.(ts|tsx)$/.test(id) || id.includes("/node_modules/")) return null;
      const namespace = [...catalogue.namespaces].find(([, entry]) => entry.file === id)?.[0];
      if (namespace) return { code: splitNamespace(code, id, namespace), map: null };
      const inlined = code.includes("messages") ? inlineMessages(code, id, catalogue) : null;
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
