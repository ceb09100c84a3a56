/** The server-rendering entry: what scripts/prerender.ts, the dev server and the runtime renderer need from the React side. */

export { pageSourceFiles } from "./app/routes/page-modules.js";
export { publicSiteSettings } from "./app/site-settings.js";
export { contentDate } from "./app/ssr/content-date.js";
export { prerenderTargets } from "./app/ssr/prerender-targets.js";
export { renderDocument } from "./app/ssr/render-document.js";
export { webManifest } from "./shared/site/app-icons.js";
