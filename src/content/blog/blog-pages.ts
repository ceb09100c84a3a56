import { buildPath } from "../../app/shared/route-table.js";

/** Two rows of three cards on a wide screen. */
export const ARTICLES_PER_PAGE = 6;

export const pageCount = (total: number, perPage = ARTICLES_PER_PAGE) => Math.max(1, Math.ceil(total / perPage));

/** The first page is /blog itself; the next ones /blog/page/2, /blog/page/3… */
export const blogPagePath = (page: number) =>
  page === 1 ? "/blog" : buildPath("/blog/page/:page", { page: String(page) });

/**
 * The page number a /blog/page/{page} address names, or null when it names none: not a plain number
 * ("02", "2.0", "deux"), 1 (whose address is /blog) or past the last page.
 */
export function parsePageNumber(param: string, count: number): number | null {
  if (!/^[1-9][0-9]*$/.test(param)) return null;
  const page = Number(param);
  return page >= 2 && page <= count ? page : null;
}

/** The items shown on one page (from 1). */
export const itemsOfPage = <T>(items: readonly T[], page: number, perPage = ARTICLES_PER_PAGE): T[] =>
  items.slice((page - 1) * perPage, page * perPage);
