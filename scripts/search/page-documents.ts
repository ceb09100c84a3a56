import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import type { PrerenderManifest } from "../../server/platform/pages/prerendered-pages.js";
import { matchRoute } from "../../src/app/shared/route-table.js";
import { localeOfPath } from "../../src/search/shared/page-address.js";
import type { SearchDocument } from "../../src/search/shared/search-document.js";
import { brand } from "../../src/shared/site/brand.js";
import type { Locale } from "../../src/shared/site-locale.js";

/**
 * The site's own pages as the prerender wrote them: the title and description each page declares. Pages of a
 * content item (an expertise, a job…) are left to contentDocuments, which knows them better; pages the
 * search engines do not index (account screens, the search page itself) are left out here too. Only the pages of
 * `locale`: each language has its index.
 */
export function pageDocuments(pagesDir: string, locale: Locale): SearchDocument[] {
  const manifest = JSON.parse(readFileSync(join(pagesDir, "manifest.json"), "utf8")) as PrerenderManifest;
  return Object.entries(manifest.pages).flatMap(([path, file]) => {
    if (localeOfPath(path) !== locale) return [];
    const route = matchRoute(path)?.route;
    if (!route?.indexable || route.pattern.includes(":")) return [];
    const document = parseDocument(readFileSync(join(pagesDir, file), "utf8"));
    const title = DomUtils.textContent(DomUtils.getElementsByTagName("title", document)).trim();
    const description = DomUtils.findOne(
      (element) => element.name === "meta" && element.attribs.name === "description",
      document.children,
    )?.attribs.content;
    return [
      {
        id: `page:${path}`,
        type: "page" as const,
        title: title.replace(` | ${brand.name}`, ""),
        text: description ?? "",
        keywords: "",
        url: path,
      },
    ];
  });
}
