import { defineDocumentType, defineNestedType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

const Need = defineNestedType(() => ({
  name: "SolutionNeed",
  fields: {
    title: { type: "string", required: true, description: "What the audience needs, in a few words." },
    text: { type: "string", required: true, description: "One or two sentences: what we do about it." },
  },
}));

/**
 * What Novadis offers one audience (/solutions/{id}): the entreprises, the collectivités, the indépendants and TPE,
 * the footer's three « Solutions » columns. The file name is its id and URL segment. Offers, expertises and case
 * studies are named by id and shown from their own collections, so a price or a figure is written once; the MDX
 * body is « Notre façon de travailler ».
 */
export const Solution = defineDocumentType(() => ({
  name: "Solution",
  filePathPattern: "solutions/*.mdx",
  contentType: "mdx",
  fields: {
    audience: { type: "string", required: true, description: "Who it is for, e.g. « Entreprises »: kicker and trail." },
    title: { type: "string", required: true, description: "The page's heading." },
    lead: { type: "string", required: true, description: "Two sentences under the heading." },
    description: { type: "string", required: true, description: "For search engines and the site search." },
    order: { type: "number", required: true, description: "Position among the solutions, from 1." },
    needs: { type: "list", of: Need, required: true, description: "« Vos enjeux »: three or four." },
    offersIntro: { type: "string", required: true, description: "Above the offers: how they fit this audience." },
    offers: {
      type: "list",
      of: { type: "string" },
      required: true,
      description: "Ids of the Start & Scale offers shown (content/offers file names), in order.",
    },
    expertises: {
      type: "list",
      of: { type: "string" },
      required: true,
      description: "Ids of the expertises shown (content/expertises file names), in order.",
    },
    caseStudiesIntro: {
      type: "string",
      required: true,
      description: "Above the case studies: why these projects (say so when none is of this audience itself).",
    },
    caseStudies: {
      type: "list",
      of: { type: "string" },
      required: true,
      description: "Ids of the case studies shown (content/case-studies file names), at least one.",
    },
  },
  computedFields: idAndHtmlFields,
}));
