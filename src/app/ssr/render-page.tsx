import { prerenderToNodeStream } from "react-dom/static";
import { brand } from "../../shared/site/brand.js";
import { App } from "../App.js";
import { HeadCollectorContext, type HeadTags } from "../PageMeta.js";
import type { PageData } from "../page-data.js";
import type { SiteSettings } from "../site-settings.js";

async function streamToString(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

export interface RenderedPage {
  appHtml: string;
  head: HeadTags;
}

/**
 * Renders one URL to HTML, waiting for every lazy page and Suspense boundary to resolve.
 * Pass the same `siteSettings` and `pageData` to `fillTemplate`, which writes them into the page for hydration.
 */
export async function renderPage(
  pathname: string,
  search: string,
  siteSettings: SiteSettings,
  pageData?: PageData,
): Promise<RenderedPage> {
  let head: HeadTags = { title: brand.name };
  const { prelude } = await prerenderToNodeStream(
    <HeadCollectorContext
      value={(tags) => {
        head = tags;
      }}
    >
      <App ssrPath={pathname} ssrSearch={search} siteSettings={siteSettings} pageData={pageData} />
    </HeadCollectorContext>,
    // React outlines a Suspense boundary bigger than this (12.8 kB by default) and swaps it in with an
    // inline script, which the CSP blocks: keep every boundary in place, however large the page.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const appHtml = await streamToString(prelude);
  return { appHtml, head };
}
