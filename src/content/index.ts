/**
 * What other features read of the content (docs/0043: a feature reaches another through its entry): the
 * catalogues and their addresses, as the site search indexes them at build time. Pages import their own
 * modules directly; nothing a page ships imports this file.
 */
export { applicationPath, applications } from "./application-catalogue.js";
export { articlePath } from "./blog/articles.js";
export { caseStudies } from "./case-study-catalogue.js";
export { caseStudyPath } from "./case-study-paths.js";
export { leaders } from "./leader-directory.js";
export { legalPages, tableOfContents } from "./legal-pages.js";
export { expertises } from "./shared/expertise-catalogue.js";
export { helpArticles } from "./shared/help-content.js";
export { categoryLabels, offerPath, offers } from "./shared/offer-catalogue.js";
export { solutionPath, solutions } from "./solution-catalogue.js";
