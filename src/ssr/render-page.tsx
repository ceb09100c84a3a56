import { prerenderToNodeStream } from "react-dom/static";
import { App } from "../app/App.js";
import { HeadCollectorContext, type HeadTags } from "../app/page-meta.js";
import { brand } from "../site/brand.js";

async function streamToString(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

export interface RenderedPage {
  appHtml: string;
  head: HeadTags;
}

/** Renders one URL to HTML, waiting for every lazy page and Suspense boundary to resolve. */
export async function renderPage(pathname: string, search = ""): Promise<RenderedPage> {
  let head: HeadTags = { title: brand.name };
  const { prelude } = await prerenderToNodeStream(
    <HeadCollectorContext
      value={(tags) => {
        head = tags;
      }}
    >
      <App ssrPath={pathname} ssrSearch={search} />
    </HeadCollectorContext>,
    // React outlines a Suspense boundary larger than this (default 12.8 kB) and reveals it with an
    // inline <script>, which the CSP blocks: the page would stay empty. Prerendered pages are whole.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const appHtml = await streamToString(prelude);
  return { appHtml, head };
}
