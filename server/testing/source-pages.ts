import { readFileSync } from "node:fs";
import { join } from "node:path";
import { publicSiteSettings } from "../../src/entry-server.js";
import { loadConfig } from "../platform/config/config.js";
import { pageRenderer } from "../platform/pages/page-renderer.js";
import type { PageSource } from "../platform/pages/page-source.js";

/**
 * Every page rendered from the sources on request, as `npm run dev` does but without Vite's server:
 * Vitest compiles the React entry itself. The real components and template, no build needed. For
 * integration tests only (the entry uses `import.meta.glob`, which plain Node cannot run).
 */
export function sourcePages(): PageSource {
  const template = readFileSync(join(import.meta.dirname, "..", "..", "index.html"), "utf8");
  const render = pageRenderer({
    entry: () => import("../../src/entry-server.js"),
    template: async () => template,
    siteSettings: publicSiteSettings(loadConfig({})),
    preload: () => [],
  });
  return {
    page: (pathname, search) => render(pathname, search),
    miss: (_route, pathname, search) => render(pathname, search),
    notFound: (pathname, search) => render(pathname, search),
    render,
  };
}
