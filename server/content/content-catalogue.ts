import expertisesJson from "@content/Expertise/_index.json";
import helpCategoriesJson from "@content/HelpCategory/_index.json";
import jobOffersJson from "@content/JobOffer/_index.json";
import legalPagesJson from "@content/LegalPage/_index.json";
import offersJson from "@content/Offer/_index.json";

/**
 * What the request forms may refer to, from the content compiled at build time (content/**): the server
 * checks ids against it and names things in mails. A job, an offer or a category removed from content is
 * refused from the next build on.
 */
export interface ContentCatalogue {
  /** id → title. */
  jobs: ReadonlyMap<string, string>;
  offers: ReadonlyMap<string, string>;
  expertises: ReadonlyMap<string, string>;
  /** The six support categories of /support. */
  helpCategories: ReadonlyMap<string, string>;
  /** The privacy policy's "last updated" date (YYYY-MM-DD): the version a visitor's consent refers to. */
  privacyPolicyVersion: string;
}

const titles = (documents: unknown, field: "title" | "name") =>
  new Map((documents as Array<Record<string, string>>).map((doc) => [doc.id as string, doc[field] as string]));

function privacyPolicyVersion(): string {
  const policy = (legalPagesJson as Array<{ id: string; lastUpdated: string }>).find(
    (page) => page.id === "privacy-policy",
  );
  if (!policy) throw new Error("content/legal/privacy-policy.mdx is missing: consent needs a policy to refer to");
  return policy.lastUpdated.slice(0, 10);
}

export const contentCatalogue: ContentCatalogue = {
  jobs: titles(jobOffersJson, "title"),
  offers: titles(offersJson, "name"),
  expertises: titles(expertisesJson, "title"),
  helpCategories: titles(helpCategoriesJson, "title"),
  privacyPolicyVersion: privacyPolicyVersion(),
};
