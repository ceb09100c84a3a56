import type { Catalogue } from "../catalogue.js";

/** The help centre, in English (support-pages.ts). */
export const supportPages: Catalogue["supportPages"] = {
  pageDescription: "Answers to frequently asked questions, priority assistance and requests to Novadis support.",
  eyebrowCaption: "Help and support",
  priorityIntro: "A client under contract? Enter your client key to be put through to your team as a priority.",
  triggerButton: "Trigger",
  themesHeading: "Browse by topic",
  notFoundQuestion: "Can't find your answer?",
  helpSearchLabel: "Search the help",
  helpSearchPlaceholder: "Search for a question, a topic…",
  helpArticlesLabel: "Help articles",
  noHelpArticle: (query: string) => `No help article answers “${query}”.`,
  searchSiteLink: (query: string) => `Search the whole site for “${query}”`,
  askSupportLink: "Ask support",
  askSupportAfter: ": answer within one working day.",
};
