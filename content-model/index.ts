import { AppBanner } from "./app-banner.js";
import { Application } from "./application.js";
import { Article, articleComputedFields } from "./article.js";
import { bilingual } from "./bilingual.js";
import { CaseStudy } from "./case-study.js";
import { Expertise } from "./expertise.js";
import { FooterColumn } from "./footer-column.js";
import { HelpArticle } from "./help-article.js";
import { HelpCategory } from "./help-category.js";
import { JobOffer } from "./job-offer.js";
import { Leader } from "./leader.js";
import { englishLegalFields, LegalPage } from "./legal-page.js";
import { NavMenu } from "./nav-menu.js";
import { Offer } from "./offer.js";
import { OfferGroup } from "./offer-group.js";
import { PromoBanner } from "./promo-banner.js";
import { Solution } from "./solution.js";

/**
 * Every document type content authors can write, each in French and in English (`<Name>En`, from content/en/);
 * one file per collection beside this one. `routed`: the pages' addresses come from the file name, so English
 * documents carry an English slug.
 */
export const documentTypes = [
  ...bilingual(Offer, { routed: true }),
  ...bilingual(OfferGroup),
  ...bilingual(Expertise, { routed: true }),
  ...bilingual(JobOffer, { routed: true }),
  ...bilingual(Leader, { routed: true }),
  ...bilingual(LegalPage, { routed: true, computedFields: englishLegalFields }),
  // An application's address is its title, a brand name the same in both languages.
  ...bilingual(Application),
  ...bilingual(AppBanner),
  ...bilingual(Article, { routed: true, computedFields: articleComputedFields("en") }),
  ...bilingual(PromoBanner),
  ...bilingual(CaseStudy, { routed: true }),
  ...bilingual(Solution, { routed: true }),
  ...bilingual(HelpArticle),
  ...bilingual(HelpCategory),
  ...bilingual(NavMenu),
  ...bilingual(FooterColumn),
];
