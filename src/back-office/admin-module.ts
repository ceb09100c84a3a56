import { type ComponentType, lazy } from "react";

type AdminModule = { default: ComponentType };

let loaded: AdminModule | null = null;

/** The back-office's own chunk: public pages never download it. */
export async function loadAdminArea(): Promise<AdminModule> {
  const [area, serverState] = await Promise.all([
    import("../app/routes/AdminArea.js"),
    import("../app/server-state.js"),
  ]);
  loaded = { default: serverState.withServerState(area.default) };
  return loaded;
}

const lazyArea = lazy(loadAdminArea);

/**
 * Like the pages (routes/page-modules.ts): once loaded before hydration, the area renders directly so
 * hydration never suspends on it; otherwise (a client-side visit from the dashboard) it loads lazily.
 */
export function adminAreaComponent(): ComponentType {
  return loaded?.default ?? lazyArea;
}
