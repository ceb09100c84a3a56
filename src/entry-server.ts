/** The server-rendering entry: what scripts/prerender.ts, the dev server and the runtime renderer need from the React side. */
export { publicSiteSettings } from "./app/site-settings.js";
export { pageSourceFiles } from "./routes/page-modules.js";
export { webManifest } from "./site/app-icons.js";
export { contentDate } from "./ssr/content-date.js";
export { prerenderTargets } from "./ssr/prerender-targets.js";
export { renderDocument } from "./ssr/render-document.js";
