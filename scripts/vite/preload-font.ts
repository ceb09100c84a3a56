import type { Plugin } from "vite";

/**
 * A `<link rel="preload">` in every page's head for Inter's latin file (every page's text): the browser
 * fetches it with the stylesheet instead of after it, so the swap from the metric-matched fallback
 * (src/styles/fallback-fonts.css) comes early, often before the first paint (docs/0019). The other
 * subsets (cyrillic, greek…) load only if a page uses their characters.
 */
export function preloadFont(fileName: RegExp = /(^|\/)inter-latin-wght-normal-[\w-]+\.woff2$/): Plugin {
  let base = "/";
  return {
    name: "preload-font",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) => fileName.test(file));
        if (!font) throw new Error(`no font file matching ${fileName} in the build: was Inter renamed?`);
        return [
          {
            tag: "link",
            attrs: { rel: "preload", href: `${base}${font}`, as: "font", type: "font/woff2", crossorigin: "" },
            // First in the head: the stylesheet is written into the page after it (scripts/inline-stylesheet.ts).
            injectTo: "head-prepend",
          },
        ];
      },
    },
  };
}
