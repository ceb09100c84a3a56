import { socialNetworks } from "../layout/footer/SocialLinks.js";
import { brand } from "../site/brand.js";

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
    logo: new URL("/favicon.svg", siteUrl).href,
    address: {
      "@type": "PostalAddress",
      streetAddress: "27 rue Grenette",
      postalCode: "69002",
      addressLocality: "Lyon",
      addressCountry: "FR",
    },
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
