import type { PageDocument, RenderPage } from "./page-document.js";

export type { PageDocument } from "./page-document.js";

/**
 * Where HTML pages come from: the prerendered build in production, Vite's on-the-fly
 * rendering in development. The page handler decides status codes; a source only finds documents.
 */
export interface PageSource {
  /** The page of a path the route table knows, or undefined when its parameter names nothing that exists. */
  page(pathname: string, search: string): Promise<PageDocument | undefined>;
  /** The page a parameterised route shows when its parameter names nothing (e.g. « Expertise introuvable »). */
  miss(routeName: string, pathname: string, search: string): Promise<PageDocument>;
  /** The site-wide not-found page. */
  notFound(pathname: string, search: string): Promise<PageDocument>;
  /** A page rendered for this request, with state a build could not know (a form's messages, the signed-in user). */
  render: RenderPage;
  /**
   * The sha256 (base64) of each `<style>` element the documents carry, for the Content-Security-Policy: the
   * build inlines the stylesheet (scripts/prerender.ts). None in development, where Vite injects styles.
   */
  inlineStyleHashes?: readonly string[];
  /** The sha256 (base64) of the boot script the build writes into every page (scripts/scripts-after-paint.ts). */
  inlineScriptHashes?: readonly string[];
  /**
   * Every page of `page` by its path, when they are all known at start (the build's): the prerendered fast
   * path (server/platform/http/prerendered-fast-path.ts) answers them before the app.
   */
  prerendered?: ReadonlyMap<string, PageDocument>;
}
