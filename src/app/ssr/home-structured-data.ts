import { languageTag } from "../../shared/locale-tags.js";
import { logoPath } from "../../shared/site/app-icons.js";
import { brand } from "../../shared/site/brand.js";
import { headOffice, postalAddress } from "../../shared/site/offices.js";
import type { Locale } from "../../shared/site-locale.js";
import { socialNetworks } from "../layout/footer/SocialLinks.js";
import type { SiteAddress } from "../shared/site-address.js";

/**
 * The company as search engines describe it (schema.org Organization), from the legal notice's identity.
 * The renderer adds it to the home page (render-document.ts) rather than the page itself: no browser downloads it.
 */
export function organizationData(url: SiteAddress): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: brand.name,
    slogan: brand.tagline,
    url: url("/"),
    logo: url(logoPath),
    address: postalAddress(headOffice),
    sameAs: socialNetworks.map((network) => network.href),
  };
}

/** The site itself (schema.org WebSite), in the home page's language. */
export function websiteData(url: SiteAddress, locale: Locale): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: brand.name,
    url: url("/"),
    inLanguage: languageTag[locale],
  };
}
