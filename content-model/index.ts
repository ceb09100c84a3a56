import { AppBanner } from "./app-banner.js";
import { Application } from "./application.js";
import { Article } from "./article.js";
import { CaseStudy } from "./case-study.js";
import { Expertise } from "./expertise.js";
import { FooterColumn } from "./footer-column.js";
import { HelpArticle } from "./help-article.js";
import { HelpCategory } from "./help-category.js";
import { JobOffer } from "./job-offer.js";
import { Leader } from "./leader.js";
import { LegalPage } from "./legal-page.js";
import { NavMenu } from "./nav-menu.js";
import { Offer } from "./offer.js";
import { OfferGroup } from "./offer-group.js";
import { PromoBanner } from "./promo-banner.js";
import { Solution } from "./solution.js";

/** Every document type content authors can write; one file per type beside this one. */
export const documentTypes = [
  Offer,
  OfferGroup,
  Expertise,
  JobOffer,
  Leader,
  LegalPage,
  Application,
  AppBanner,
  Article,
  PromoBanner,
  CaseStudy,
  Solution,
  HelpArticle,
  HelpCategory,
  NavMenu,
  FooterColumn,
];
