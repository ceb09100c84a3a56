import "./styles/global.css";
import { type ReactNode, startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { App } from "./app/App.js";
import { readPageData } from "./app/page-data.js";
import { appPathOf } from "./app/routes/locale-router.js";
import { loadPage } from "./app/routes/page-modules.js";
import { prefetchPagesOnIntent } from "./app/routes/prefetch-pages.js";
import { matchRoute } from "./app/shared/route-table.js";
import { readSiteSettings } from "./app/site-settings.js";
import { loadAdminArea } from "./back-office/admin-module.js";
import { isAdminPath } from "./back-office/shared/admin-paths.js";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from the page");

// Load the current page's chunk first so hydration finds it ready and matches the server HTML at once.
const match = matchRoute(appPathOf(window.location.pathname));
if (match) await loadPage(match.name);
else if (isAdminPath(window.location.pathname)) await loadAdminArea();

/**
 * `data-hydrated` on the root once React has hydrated the page and run its effects: the moment the page's own
 * controls answer (the end-to-end tests wait for it). The root's effects run after every child's.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    root?.setAttribute("data-hydrated", "");
  }, []);
  return children;
}

// As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
// for the whole page; a click on a part not hydrated yet still has React hydrate that part first.
startTransition(() => {
  hydrateRoot(
    root,
    <MarkHydrated>
      <App siteSettings={readSiteSettings(document)} pageData={readPageData(document)} />
    </MarkHydrated>,
  );
});

prefetchPagesOnIntent(document);
