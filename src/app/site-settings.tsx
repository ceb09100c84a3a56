import { createContext, type ReactNode, useContext } from "react";

/**
 * The few deployment settings the pages show (public values only: they end up in the HTML).
 * Pages are prerendered, so the values are fixed at build time: the prerender reads them from
 * the server's configuration, renders with them, and writes them into the page as a JSON data
 * block that the browser reads back before hydrating (see docs/0004-site-settings.md).
 */
export interface SiteSettings {
  /** The site's own origin (APP_URL): canonical addresses and link previews are absolute. */
  siteUrl: string;
  /** The external application site the home page's 'Découvrir' opens (APPS_SITE_URL). */
  appsSiteUrl: string;
  /** The support contact shown on the legal pages (SUPPORT_EMAIL). */
  supportEmail: string;
}

/** The id of the `<script type="application/json">` block carrying the settings in each page. */
export const SITE_SETTINGS_ELEMENT_ID = "site-settings";

/** Picks the public settings out of the server configuration (a type-only dependency on it). */
export function publicSiteSettings(config: {
  appUrl: string;
  appsSiteUrl: string;
  supportEmail: string;
}): SiteSettings {
  return { siteUrl: config.appUrl, appsSiteUrl: config.appsSiteUrl, supportEmail: config.supportEmail };
}

/** The data block's HTML. `<` is escaped so no value can close the script element early. */
export function siteSettingsScript(settings: SiteSettings): string {
  const json = JSON.stringify(settings).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${json}</script>`;
}

function isSiteSettings(value: unknown): value is SiteSettings {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.siteUrl === "string" &&
    typeof record.appsSiteUrl === "string" &&
    typeof record.supportEmail === "string"
  );
}

/** Reads the data block the prerender wrote, so the first client render matches the server's. */
export function readSiteSettings(doc: Document): SiteSettings {
  const text = doc.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent;
  if (!text) throw new Error(`The page has no #${SITE_SETTINGS_ELEMENT_ID} block`);
  const parsed: unknown = JSON.parse(text);
  if (!isSiteSettings(parsed)) throw new Error(`#${SITE_SETTINGS_ELEMENT_ID} does not hold the site settings`);
  return parsed;
}

const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function SiteSettingsProvider({ settings, children }: { settings: SiteSettings; children: ReactNode }) {
  return <SiteSettingsContext value={settings}>{children}</SiteSettingsContext>;
}

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error("useSiteSettings needs a SiteSettingsProvider (App provides one)");
  return settings;
}
