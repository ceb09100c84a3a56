import type { Application } from "@content";
import { messages } from "../../shared/messages/catalogue.js";

/**
 * What a reader sees for each application's kind: the content's values (content-model/application.ts) are enum
 * values, the same in the English documents (docs/0063), so the pages show the catalogue's name for each.
 */
export const applicationKindNames: Record<Application["kind"], string> = {
  Application: messages.appListings.applicationKindLabel,
  Abonnement: messages.appListings.subscriptionKindLabel,
  Licence: messages.appListings.licenceKindLabel,
  Partenariat: messages.appListings.partnershipKindLabel,
};
