import { allLegalPages, type LegalPage } from "@content";
import type { TocEntry } from "../../content-model/heading-slug.js";

export const legalPages: readonly LegalPage[] = [...allLegalPages].sort((a, b) => a.order - b.order);

export const findLegalPage = (slug: string): LegalPage | undefined => legalPages.find((page) => page.id === slug);

/** contentlayer types computed JSON fields as `any`; the model computes it with tocFromMarkdown. */
export const tableOfContents = (page: LegalPage): TocEntry[] => page.toc as TocEntry[];

export type { LegalPage, TocEntry };
