import { defineDocumentType, defineNestedType } from "contentlayer2/source-files";
import { idAndHtmlFields } from "./mdx-html.js";

const Result = defineNestedType(() => ({
  name: "CaseStudyResult",
  fields: {
    figure: { type: "string", required: true, description: "The measured figure, e.g. « −38 % » or « ×3 »." },
    label: { type: "string", required: true, description: "What it measures, e.g. « de temps de chargement »." },
  },
}));

const ClientQuote = defineNestedType(() => ({
  name: "CaseStudyQuote",
  fields: {
    text: { type: "string", required: true, description: "The client's words, without quotation marks." },
    name: { type: "string", required: true, description: "Who said it: a named person of the client." },
    role: { type: "string", required: true, description: "Their role at the client, e.g. « Gérante »." },
  },
}));

const TeamMember = defineNestedType(() => ({
  name: "CaseStudyTeamMember",
  fields: {
    name: { type: "string", required: true },
    role: { type: "string", required: true, description: "Their part in the project, e.g. « Développeuse »." },
  },
}));

/**
 * A client project told with its measured results (/realisations/{slug}). The file name is the slug of its
 * client's name (offers' references link to it by that name, src/content/case-study-paths.ts); the MDX
 * body is « Ce que nous avons fait ». Its cover is drawn at build time from its first expertise's colour
 * (/media/art/case-studies/{slug}.svg).
 */
export const CaseStudy = defineDocumentType(() => ({
  name: "CaseStudy",
  filePathPattern: "case-studies/*.mdx",
  contentType: "mdx",
  fields: {
    client: { type: "string", required: true, description: "The client's name, as the offers' references name it." },
    sector: { type: "string", required: true, description: "The client's trade, e.g. « Cabinet d'avocats »." },
    title: { type: "string", required: true, description: "The project in one line: the page's heading." },
    summary: { type: "string", required: true, description: "One or two sentences for the list and search." },
    order: { type: "number", required: true, description: "Position in the list, from 1." },
    year: { type: "number", required: true, description: "The year it went live." },
    expertises: {
      type: "list",
      of: { type: "string" },
      required: true,
      description: "Ids of the expertises it draws on (content/expertises file names), the main one first.",
    },
    offer: { type: "string", description: "Id of the Start & Scale offer it was delivered under, if any." },
    challenge: { type: "string", required: true, description: "« Le défi »: what the client needed." },
    stack: { type: "list", of: { type: "string" }, required: true, description: "« Technologies »" },
    results: {
      type: "list",
      of: Result,
      required: true,
      description: "Measured results, at least two: the page shows them first.",
    },
    quote: { type: "nested", of: ClientQuote, required: true },
    team: { type: "list", of: TeamMember, required: true, description: "« L'équipe »" },
  },
  computedFields: idAndHtmlFields,
}));
