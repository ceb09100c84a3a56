/** The prerender's entry: everything scripts/prerender.ts needs from the React side. */
export { publicSiteSettings } from "./app/site-settings.js";
export { pageSourceFile } from "./routes/page-modules.js";
export { fillTemplate } from "./ssr/html-template.js";
export { prerenderTargets } from "./ssr/prerender-targets.js";
export { renderPage } from "./ssr/render-page.js";
