import { type ComponentType, lazy } from "react";
import { type RouteName, routes } from "../shared/route-table.js";

export interface PageProps {
  params: Record<string, string>;
}

export interface PageModule {
  default: ComponentType<PageProps>;
}

/**
 * Each route's page is a `<route-name>.page.tsx` file in its feature's folder under `src/`, and is its own chunk,
 * so a visitor downloads only the page in front of them.
 */
const modules = import.meta.glob<PageModule>("../../**/*.page.tsx");

const byRouteName = new Map<string, { load: () => Promise<PageModule>; sourceFile: string }>(
  Object.entries(modules).map(([key, load]) => {
    const name = key.slice(key.lastIndexOf("/") + 1, -".page.tsx".length);
    return [name, { load, sourceFile: `src/${key.slice("../../".length)}` }];
  }),
);

function entry(name: RouteName) {
  const found = byRouteName.get(name);
  if (!found) throw new Error(`No page module src/**/${name}.page.tsx for route "${name}"`);
  return found;
}

const loaded = new Map<RouteName, PageModule>();

const needsServerState = (name: RouteName): boolean => routes.some((route) => route.name === name && route.serverState);

async function fetchPage(name: RouteName): Promise<PageModule> {
  const [module, serverState] = await Promise.all([
    entry(name).load(),
    needsServerState(name) ? import("../server-state.js") : undefined,
  ]);
  const page = serverState ? { default: serverState.withServerState(module.default) } : module;
  loaded.set(name, page);
  return page;
}

const loading = new Map<RouteName, Promise<PageModule>>();

/**
 * The page's chunk, and with it React Query and the tRPC client when the page talks to the API (in parallel).
 * Asked once per route: a prefetch (routes/prefetch-pages.ts) and the render that follows share the one load.
 * A failed load is forgotten, so the next navigation tries again.
 */
export function loadPage(name: RouteName): Promise<PageModule> {
  let page = loading.get(name);
  if (!page) {
    page = fetchPage(name);
    page.catch(() => loading.delete(name));
    loading.set(name, page);
  }
  return page;
}

const components = new Map<RouteName, ComponentType<PageProps>>();

/**
 * The component that renders a route's page, decided once per route so it never changes type
 * (which would remount the page). A page already loaded when first asked for (the one the browser
 * preloads before hydrating) renders directly: hydration never suspends on it, so nothing else,
 * such as a query answered in the meantime, can make it differ from the server's HTML. Others load lazily.
 */
export function pageComponent(name: RouteName): ComponentType<PageProps> {
  let component = components.get(name);
  if (!component) {
    component = loaded.get(name)?.default ?? lazy(() => loadPage(name));
    components.set(name, component);
  }
  return component;
}

/** The source paths of the page's dynamically loaded chunks, as Vite's build manifest keys them (for modulepreload links). */
export const pageSourceFiles = (name: RouteName): string[] =>
  needsServerState(name) ? [entry(name).sourceFile, "src/app/server-state.tsx"] : [entry(name).sourceFile];
