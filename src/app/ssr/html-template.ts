import type { HeadTags } from "../PageMeta.js";
import { type PageData, pageDataScript } from "../page-data.js";
import { type SiteSettings, siteSettingsScript } from "../site-settings.js";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface TemplateParts {
  head: HeadTags;
  appHtml: string;
  /** Extra tags for <head>, such as the list of the page's chunks (page-chunks.ts). */
  extraHead?: string[];
  /** The settings the page was rendered with, written as a JSON data block for hydration. */
  siteSettings: SiteSettings;
  /** The request-time data the page was rendered with, written as a JSON data block for hydration. */
  pageData?: PageData | undefined;
}

/** Fills the Vite-built index.html: its `<!--head-->` and `<!--app-->` markers. */
export function fillTemplate(
  template: string,
  { head, appHtml, extraHead = [], siteSettings, pageData }: TemplateParts,
): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
  tags.push(...extraHead);
  tags.push(siteSettingsScript(siteSettings));
  if (pageData) tags.push(pageDataScript(pageData));
  if (!template.includes("<!--head-->") || !template.includes("<!--app-->")) {
    throw new Error("index.html lacks the <!--head--> or <!--app--> marker");
  }
  return template.replace("<!--head-->", tags.join("\n    ")).replace("<!--app-->", () => appHtml);
}
