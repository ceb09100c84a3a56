import type { LegalPage } from "@content";
import legalPagesJson from "@content/LegalPage/_index.json";
import type { TocEntry } from "../../content-model/heading-slug.js";
import { orderedCollection } from "../ui/ordered-collection.js";

export const legalPages: readonly LegalPage[] = orderedCollection<LegalPage>(legalPagesJson);

export const findLegalPage = (slug: string): LegalPage | undefined => legalPages.find((page) => page.id === slug);

/** contentlayer types computed JSON fields as `any`; the model computes it with tocFromMarkdown. */
export const tableOfContents = (page: Pick<LegalPage, "toc">): TocEntry[] => page.toc as TocEntry[];

export type { LegalPage, TocEntry };
