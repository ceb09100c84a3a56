import { createContext, useContext, useEffect } from "react";
import { messages } from "../shared/messages/catalogue.js";
import { brand } from "../shared/site/brand.js";

/** One step of a page's trail, for the breadcrumbs search engines show (schema.org BreadcrumbList). */
export interface Crumb {
  name: string;
  path: string;
}

const homeCrumb: Crumb = { name: messages.pageTrail.homeLink, path: "/" };

/** The sections a detail page sits in, for its breadcrumbs. */
export const sections = {
  expertises: { name: messages.pageTrail.expertisesLink, path: "/expertises" },
  caseStudies: { name: messages.pageTrail.caseStudiesLink, path: "/realisations" },
  leadership: { name: messages.pageTrail.leadershipLink, path: "/leadership" },
  applications: { name: messages.pageTrail.applicationsLink, path: "/applications" },
  careers: { name: messages.pageTrail.careersLink, path: "/careers" },
  blog: { name: messages.pageTrail.blogLink, path: "/blog" },
} as const satisfies Record<string, Crumb>;

/** From home to the page: its section if it has one, then the page itself. */
export const trail = (...steps: Crumb[]): Crumb[] => [homeCrumb, ...steps];

export interface HeadTags {
  title: string;
  description?: string;
  robots?: string;
  /** Detail pages: the trail from home to this page (the page itself last). */
  breadcrumbs?: Crumb[];
  /** The page's own link-preview image, instead of its part's share card: a 1200 × 630 JPEG and what it shows. */
  image?: PreviewImage;
  /** A feed of what the page lists, announced for feed readers (`<link rel="alternate">`). */
  feed?: Feed;
}

/** A link-preview image: its path, and its text alternative for those who cannot see it. */
export interface PreviewImage {
  path: string;
  alt: string;
}

/** An Atom feed: its title and path. */
export interface Feed {
  title: string;
  path: string;
}

/** Filled while prerendering so the page's <title> lands in the HTML's <head>. */
export const HeadCollectorContext = createContext<((tags: HeadTags) => void) | null>(null);

export function fullTitle(title: string): string {
  return title === brand.name ? title : `${title} | ${brand.name}`;
}

/**
 * Declares the page's title, description and what search engines read: written into <head> at prerender
 * (with the canonical address and link-preview tags, src/app/ssr/seo-tags.ts), the title set on the client
 * after navigation.
 */
export function PageMeta({
  title,
  ...head
}: Omit<HeadTags, "robots"> & {
  /** Required: every page has one, shown under its title in search results and link previews. */
  description: string;
}) {
  const collect = useContext(HeadCollectorContext);
  const tags: HeadTags = { ...head, title: fullTitle(title) };
  collect?.(tags);
  useEffect(() => {
    document.title = tags.title;
  }, [tags.title]);
  return null;
}
