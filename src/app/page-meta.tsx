import { createContext, useContext, useEffect } from "react";
import { brand } from "../site/brand.js";

export interface HeadTags {
  title: string;
  description?: string;
  robots?: string;
}

/** Filled while prerendering so the page's <title> lands in the HTML's <head>. */
export const HeadCollectorContext = createContext<((tags: HeadTags) => void) | null>(null);

export function fullTitle(title: string): string {
  return title === brand.name ? title : `${title} | ${brand.name}`;
}

/**
 * Declares the page's title and description (and `robots`, for a page search engines should not list): written
 * into <head> at prerender and at request time, the title set on the client after navigation.
 */
export function PageMeta({ title, description, robots }: { title: string; description?: string; robots?: string }) {
  const collect = useContext(HeadCollectorContext);
  const tags: HeadTags = { title: fullTitle(title) };
  if (description) tags.description = description;
  if (robots) tags.robots = robots;
  collect?.(tags);
  useEffect(() => {
    document.title = tags.title;
  }, [tags.title]);
  return null;
}
