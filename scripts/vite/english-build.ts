import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";
import { type CatalogueIndex, indexCatalogue } from "./inline-messages.js";

/** Where the English build finds what it swaps: the compiled content and the sources it replaces. */
export interface EnglishSources {
  /** `.contentlayer/generated` */
  contentDir: string;
  /** `src/shared/messages`, which holds `fr.ts`, `en.ts` and `catalogue.ts`. */
  messagesDir: string;
  /** `src/app/routes/locale-router.ts`, the French build's router options (none). */
  localeRouter: string;
  /** `src/content/shared/english-slugs.ts`, which reads the whole English indexes. */
  englishSlugs: string;
}

const englishCatalogueId = "\0english-catalogue";
const englishSlugsId = "\0english-slugs";

/**
 * The English catalogue as the screens read it, a module of namespaces like `fr.ts`: each English namespace from
 * `en/`, and the staff's, which `en.ts` leaves out (docs/0054, "English"), from the French files.
 */
export function englishCatalogueIndex(messagesDir: string): CatalogueIndex {
  const english = indexCatalogue(join(messagesDir, "en.ts"));
  const french = indexCatalogue(join(messagesDir, "fr.ts"));
  const namespaces = new Map(french.namespaces);
  for (const [name, entry] of english.namespaces) namespaces.set(name, entry);
  return { namespaces, module: french.module };
}

/** The English twin of a compiled content file: `X/_index.json` → `XEn/_index.json`, `X/a__b.mdx.json` → `XEn/en__a__b.mdx.json`. */
export function englishContentFile(file: string, contentDir: string): string | undefined {
  const collection = basename(dirname(file));
  if (dirname(dirname(file)) !== contentDir || collection.endsWith("En")) return undefined;
  const name = basename(file);
  const twin = join(contentDir, `${collection}En`, name === "_index.json" ? name : `en__${name}`);
  return existsSync(twin) ? twin : undefined;
}

/**
 * english-slugs.ts's table computed now, from the collections it lists: French id → English slug where they
 * differ. The browser then carries a few hundred bytes instead of every English index (english-build.test.ts
 * holds it equal to the module's).
 */
export function slimSlugTable(englishSlugsFile: string, contentDir: string): string {
  const source = readFileSync(englishSlugsFile, "utf8");
  const table: Record<string, Record<string, string>> = {};
  for (const [, collection, type] of source.matchAll(/^ {2}"?([\w-]+)"?: slugsOf\((\w+)Json as Routed\[\]\),$/gm)) {
    const imported = new RegExp(`import ${type}Json from "@content/(\\w+)/_index\\.json"`).exec(source)?.[1];
    if (!collection || !imported) throw new Error(`${englishSlugsFile}: cannot read the collection ${collection}`);
    const documents = JSON.parse(readFileSync(join(contentDir, imported, "_index.json"), "utf8")) as {
      id: string;
      slug: string;
    }[];
    table[collection] = Object.fromEntries(documents.filter((d) => d.id !== d.slug).map((d) => [d.id, d.slug]));
  }
  if (Object.keys(table).length === 0) throw new Error(`${englishSlugsFile}: no collection found`);
  return `export const englishSlugs = ${JSON.stringify(table)};\n`;
}

/**
 * The swaps of the English build (docs/0068-english-routes.md), by the file an import lands on, so that no
 * screen changes: the content indexes and bodies become their English twins (docs/0063), the catalogue the
 * screens import becomes the English one, the router gets its English location (locale-router.en.ts), and in
 * the browser the slug table is written out with only the slugs that differ, instead of importing every
 * English index. The page template says `<html lang="en">`.
 */
export function englishBuild(sources: EnglishSources): Plugin {
  const french = {
    catalogue: join(sources.messagesDir, "fr.ts"),
    localeRouter: sources.localeRouter,
    englishSlugs: sources.englishSlugs,
  };
  const landsOn = (source: string, importer: string | undefined) => {
    if (source.startsWith("/") && existsSync(source)) return source;
    if (!importer || !source.startsWith(".")) return undefined;
    return resolve(dirname(importer), source).replace(/\.js$/, ".ts");
  };
  let publicDir = "";
  return {
    name: "english-build",
    enforce: "pre",
    resolveId(source, importer, options) {
      const file = landsOn(source.split("?")[0] ?? source, importer);
      if (!file) return null;
      if (file.startsWith(sources.contentDir)) return englishContentFile(file, sources.contentDir) ?? null;
      if (file === french.catalogue) return englishCatalogueId;
      if (file === french.localeRouter) return file.replace(/\.ts$/, ".en.ts");
      if (file === french.englishSlugs && !options.ssr) return englishSlugsId;
      return null;
    },
    load(id) {
      if (id === englishCatalogueId) {
        const { namespaces } = englishCatalogueIndex(sources.messagesDir);
        return [...namespaces].map(([name, { file }]) => `export { ${name} } from ${JSON.stringify(file)};`).join("\n");
      }
      if (id === englishSlugsId) return slimSlugTable(sources.englishSlugs, sources.contentDir);
      return null;
    },
    configResolved(config) {
      publicDir = config.publicDir;
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        if (!html.includes('<html lang="fr">')) throw new Error('index.html: no <html lang="fr"> to make English');
        // The icons are the French build's files (public/ is copied once): Vite wrote them under the `/en/` base.
        const publicFiles = html.replace(/(href|src)="\/en\/([^"]+)"/g, (link, attribute: string, file: string) =>
          existsSync(join(publicDir, file)) ? `${attribute}="/${file}"` : link,
        );
        return publicFiles.replace('<html lang="fr">', '<html lang="en">');
      },
    },
  };
}
