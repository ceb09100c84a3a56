import { type ComputedFields, type DocumentType, defineDocumentType, type FieldDef } from "contentlayer2/source-files";
import type { Locale } from "./locale.js";

/** What a pending English document says it is: translated later; its page says so and links to the French. */
export const translationStates = ["pending"] as const;

/**
 * Every document says its language. A field with one option and that option as its default, so that authors
 * never write it (the folder decides) and the generated type reads `locale: 'fr'` or `locale: 'en'`.
 */
const localeField = (locale: Locale): FieldDef => ({
  type: "enum",
  options: [locale],
  default: locale,
  description: "Set by the document's folder (content/ or content/en/): never written.",
});

interface EnglishOptions {
  /** Whether the collection's pages have an address built from the file name: English ones get their own slug. */
  routed?: boolean;
  /** Computed fields that differ in English (dates, the author's role) or exist only there. */
  // Resolvers typed by the fields they read, as in the collections' own files.
  computedFields?: Record<string, { type: string; description?: string; resolve: (doc: never) => unknown }>;
}

/**
 * A collection as two document types (docs/0063-english-content.md): the French one, unchanged but for its
 * `locale`, under its usual name (so `allOffers` and `Offer/_index.json` keep holding exactly the French
 * documents), and its English twin `<Name>En`, read from the parallel `en/` folder, with the same fields plus
 * the translation marker and, for routed collections, the English slug.
 */
export function bilingual(type: DocumentType, english: EnglishOptions = {}): [DocumentType, DocumentType] {
  const french = defineDocumentType(() => {
    const def = type.def();
    return { ...def, fields: { ...(def.fields as Record<string, FieldDef>), locale: localeField("fr") } };
  });
  const translated = defineDocumentType(() => {
    const def = type.def();
    return {
      ...def,
      name: `${def.name}En`,
      filePathPattern: `en/${def.filePathPattern}`,
      fields: {
        ...(def.fields as Record<string, FieldDef>),
        locale: localeField("en"),
        translation: {
          type: "enum",
          options: [...translationStates],
          description:
            "`pending`: not translated yet. Title and summary are in English, the body may be empty; the page says it is not translated yet and links to the French.",
        },
        ...(english.routed
          ? {
              slug: {
                type: "string",
                required: true,
                description: "The English page's URL segment (/en/careers/web-designer): lower case, digits, hyphens.",
              },
            }
          : {}),
      },
      computedFields: { ...def.computedFields, ...(english.computedFields as ComputedFields | undefined) },
    };
  });
  return [french, translated];
}
