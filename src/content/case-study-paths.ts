import { headingSlug } from "../../content-model/heading-slug.js";
import { buildPath } from "../app/shared/route-table.js";

export const caseStudyPath = (slug: string) => buildPath("/realisations/:slug", { slug });

/** An offer's reference names its client first: « Maison Feraud — boutique de prêt-à-porter éthique ». */
export const referencedClient = (reference: string): string => reference.split(" — ")[0] ?? reference;

/**
 * A case study's file name is its client's name as a slug, so an offer's reference links to it from the text
 * alone: the offer pages do not load the case studies to find it (their JavaScript budget, docs/0019).
 */
export const clientCaseStudyPath = (client: string) => caseStudyPath(headingSlug(client));
