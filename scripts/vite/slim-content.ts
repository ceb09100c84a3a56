import type { Plugin } from "vite";
import { slimDocuments } from "../content/slim-documents.js";

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
      return { code: slimDocuments(code, ["body", "_raw", "portrait"]), map: null };
    },
  };
}
