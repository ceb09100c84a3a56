import { findOffer } from "../content/offer-catalogue.js";
import { offerService } from "../content/offer-structured-data.js";
import type { RouteMatch } from "../routes/route-table.js";
import { organizationData, websiteData } from "./home-structured-data.js";

/**
 * The structured data the renderer writes into a page's <head>, so no browser downloads the code that builds it:
 * the company and the site on the home page, the Service and its price on an offer's page.
 */
export function routeStructuredData(match: RouteMatch | null, siteUrl: string): Record<string, unknown>[] {
  if (match?.name === "home") return [organizationData(siteUrl), websiteData(siteUrl)];
  const offer = match?.name === "offer" ? findOffer(match.params.id ?? "") : undefined;
  return offer ? [offerService(offer, siteUrl)] : [];
}
