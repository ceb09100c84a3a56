import type { PageData } from "../app/page-data.js";
import type { SiteSettings } from "../app/site-settings.js";
import { fillTemplate } from "./html-template.js";
import { renderPage } from "./render-page.js";

export interface DocumentRequest {
  pathname: string;
  search: string;
  siteSettings: SiteSettings;
  /** Set for a page rendered at request time (server/pages/page-renderer.ts). */
  pageData?: PageData | undefined;
  /** modulepreload links for the page's chunks. */
  extraHead?: string[];
  robots?: string;
}

/** One whole HTML document from the built index.html: what the prerender, the dev server and the runtime renderer send. */
export async function renderDocument(template: string, request: DocumentRequest): Promise<string> {
  const { pathname, search, siteSettings, pageData, extraHead = [], robots } = request;
  const { appHtml, head } = await renderPage(pathname, search, siteSettings, pageData);
  if (robots) head.robots = robots;
  return fillTemplate(template, { head, appHtml, extraHead, siteSettings, pageData });
}
