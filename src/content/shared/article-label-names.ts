import type { Article } from "@content";
import { messages } from "../../shared/messages/catalogue.js";

/**
 * What a reader sees for each article label: the content's values (content-model/article.ts) are enum values,
 * the same in the English documents (docs/0063), so the page shows the catalogue's name for each.
 */
export const articleLabelNames: Record<Article["label"], string> = {
  Nouveauté: messages.blog.newArticleLabel,
  Partenariat: messages.blog.partnershipArticleLabel,
  Événement: messages.blog.eventArticleLabel,
  Entreprise: messages.blog.companyArticleLabel,
  Régional: messages.blog.regionalArticleLabel,
  Expertise: messages.blog.expertiseArticleLabel,
};
