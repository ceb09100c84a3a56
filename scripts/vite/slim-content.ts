import type { Plugin } from "vite";
import { slimDocuments } from "../content/slim-documents.js";

/**
 * Collections whose pages load each document's body on its own (src/content/document-bodies.ts): their
 * index, which lists and home cards import, drops `html` too.
 */
const bodiesLoadedOneByOne = /\.contentlayer\/generated\/(Article|LegalPage)(En)?\/_index\.json$/;

/**
 * Pages use the prerendered `html` field, so the browser bundle drops each document's MDX source and
 * compiled code, and a leader's `portrait` features, which only the build's drawing script reads
 * (scripts/art). (Server-side code never goes through this plugin.)
 */
export function slimContent(): Plugin {
  return {
    name: "slim-content",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr || !/\.contentlayer\/generated\/.*\.json$/.test(id)) return null;
      const drop = ["body", "_raw", "portrait", ...(bodiesLoadedOneByOne.test(id) ? ["html"] : [])];
      return { code: slimDocuments(code, drop), map: null };
    },
  };
}
