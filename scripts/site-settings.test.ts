import { describe, expect, it } from "vitest";
import { loadConfig } from "../server/platform/config/config.js";
import {
  publicSiteSettings,
  readSiteSettings,
  SITE_SETTINGS_ELEMENT_ID,
  siteSettingsScript,
} from "../src/app/site-settings.js";
import { fillTemplate } from "../src/app/ssr/html-template.js";

/** Just enough of a Document for readSiteSettings: the data block's text, as a browser would give it. */
function documentWith(html: string): Document {
  const match = html.match(/<script type="application\/json" id="([^"]+)">(.*?)<\/script>/s);
  return {
    getElementById: (id: string) => (match && match[1] === id ? { textContent: match[2] } : null),
  } as unknown as Document;
}

describe("site settings", () => {
  it("come from the configuration", () => {
    const config = loadConfig({
      APP_URL: "https://www.example.org",
      APPS_SITE_URL: "https://apps.example.org",
      SUPPORT_EMAIL: "aide@example.org",
    });
    expect(publicSiteSettings(config)).toEqual({
      siteUrl: "https://www.example.org",
      appsSiteUrl: "https://apps.example.org",
      supportEmail: "aide@example.org",
    });
  });

  it("travel through the page's data block unchanged, with no way to close the script early", () => {
    const settings = {
      siteUrl: "https://www.example.org",
      appsSiteUrl: "https://apps.example.org/?a=</script><script>alert(1)",
      supportEmail: "a@b.fr",
    };
    const html = fillTemplate("<head><!--head--></head><div id=root><!--app--></div>", {
      head: { title: "Novadis" },
      appHtml: "",
      siteSettings: settings,
    });
    expect(html).toContain(`id="${SITE_SETTINGS_ELEMENT_ID}"`);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(readSiteSettings(documentWith(html))).toEqual(settings);
  });

  it("refuse a page without the block, or with a malformed one", () => {
    expect(() => readSiteSettings(documentWith("<p>no block</p>"))).toThrow(/site-settings/);
    const malformed = `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">{"appsSiteUrl":1}</script>`;
    expect(() => readSiteSettings(documentWith(malformed))).toThrow(/site settings/);
    expect(siteSettingsScript(publicSiteSettings(loadConfig({})))).toMatch(/^<script type="application\/json"/);
  });
});
