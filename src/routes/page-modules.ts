import type { ComponentType } from "react";
import type { RouteName } from "./route-table.js";

export interface PageProps {
  params: Record<string, string>;
}

export interface PageModule {
  default: ComponentType<PageProps>;
}

/**
 * Each route's page lives in `src/pages/<area>/<route-name>.page.tsx` and is its own chunk,
 * so a visitor downloads only the page in front of them.
 */
const modules = import.meta.glob<PageModule>("../pages/**/*.page.tsx");

const byRouteName = new Map<string, { load: () => Promise<PageModule>; sourceFile: string }>(
  Object.entries(modules).map(([key, load]) => {
    const name = key.slice(key.lastIndexOf("/") + 1, -".page.tsx".length);
    return [name, { load, sourceFile: `src/${key.slice("../".length)}` }];
  }),
);

function entry(name: RouteName) {
  const found = byRouteName.get(name);
  if (!found) throw new Error(`No page module src/pages/**/${name}.page.tsx for route "${name}"`);
  return found;
}

export const loadPage = (name: RouteName): Promise<PageModule> => entry(name).load();

/** The page's source path, as Vite's build manifest keys it (for modulepreload links). */
export const pageSourceFile = (name: RouteName): string => entry(name).sourceFile;
