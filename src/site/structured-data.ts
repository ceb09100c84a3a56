import type { Crumb } from "../app/page-meta.js";
import { socialNetworks } from "../layout/footer/SocialLinks.js";
import { brand } from "./brand.js";

/** The company as search engines describe it (schema.org Organization), from the legal notice's identity. */
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

const home: Crumb = { name: "Accueil", path: "/" };

/** The sections a detail page sits in, for its breadcrumbs. */
export const sections = {
  expertises: { name: "Expertises", path: "/expertises" },
  leadership: { name: "Dirigeants", path: "/leadership" },
  applications: { name: "Applications", path: "/applications" },
  careers: { name: "Carrière", path: "/careers" },
} as const satisfies Record<string, Crumb>;

/** From home to the page: its section if it has one, then the page itself. */
export const trail = (...steps: Crumb[]): Crumb[] => [home, ...steps];
