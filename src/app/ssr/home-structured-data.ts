import { logoPath } from "../../shared/site/app-icons.js";
import { brand } from "../../shared/site/brand.js";
import { headOffice, postalAddress } from "../../shared/site/offices.js";
import { socialNetworks } from "../layout/footer/SocialLinks.js";

/**
 * The company as search engines describe it (schema.org Organization), from the legal notice's identity.
 * The renderer adds it to the home page (render-document.ts) rather than the page itself: no browser downloads it.
 */
export function organizationData(siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    slogan: brand.tagline,
    url: new URL("/", siteUrl).href,
    logo: new URL(logoPath, siteUrl).href,
    address: postalAddress(headOffice),
    sameAs: socialNetworks.map((network) => network.href),
  };
}

/** The site itself (schema.org WebSite), in French. */
export function websiteData(siteUrl: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: brand.name,
    url: new URL("/", siteUrl).href,
    inLanguage: "fr-FR",
  };
}
