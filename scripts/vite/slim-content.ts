import type { Plugin } from "vite";

/**
 * Generated content documents carry their MDX source (`_raw`) and compiled code (`body`),
 * which double their size. Pages use the prerendered `html` field instead, so the browser
 * bundle drops both. (Server-side code never goes through this plugin.)
 */
export function slimContent(): Plugin {
  return {
    name: "slim-content",
    enforce: "pre",
    transform(code, id, options) {
      if (options?.ssr || !/\.contentlayer\/generated\/.*\.json$/.test(id)) return null;
      const data = JSON.parse(code) as unknown;
      const slim = (doc: Record<string, unknown>) => {
        const { body: _body, _raw, ...rest } = doc;
        return rest;
      };
      const result = Array.isArray(data) ? data.map(slim) : slim(data as Record<string, unknown>);
      return { code: JSON.stringify(result), map: null };
    },
  };
}
