import { createContext, useContext, useEffect } from "react";
import { brand } from "../site/brand.js";

/** One step of a page's trail, for the breadcrumbs search engines show (schema.org BreadcrumbList). */
export interface Crumb {
  name: string;
  path: string;
}

export interface HeadTags {
  title: string;
  description?: string;
  robots?: string;
  /** Detail pages: the trail from home to this page (the page itself last). */
  breadcrumbs?: Crumb[];
  /** schema.org objects about what the page presents, written as JSON-LD. */
  structuredData?: Record<string, unknown>[];
}

/** Filled while prerendering so the page's <title> lands in the HTML's <head>. */
export const HeadCollectorContext = createContext<((tags: HeadTags) => void) | null>(null);

export function fullTitle(title: string): string {
  return title === brand.name ? title : `${title} | ${brand.name}`;
}

/**
 * Declares the page's title, description and what search engines read: written into <head> at prerender
 * (with the canonical address and link-preview tags, src/ssr/seo-tags.ts), the title set on the client
 * after navigation.
 */
export function PageMeta({
  title,
  description,
  breadcrumbs,
  structuredData,
}: {
  title: string;
  /** Required: every page has one, shown under its title in search results and link previews. */
  description: string;
  breadcrumbs?: Crumb[];
  structuredData?: Record<string, unknown>[];
}) {
  const collect = useContext(HeadCollectorContext);
  const tags: HeadTags = { title: fullTitle(title), description };
  if (breadcrumbs) tags.breadcrumbs = breadcrumbs;
  if (structuredData) tags.structuredData = structuredData;
  collect?.(tags);
  useEffect(() => {
    document.title = tags.title;
  }, [tags.title]);
  return null;
}
