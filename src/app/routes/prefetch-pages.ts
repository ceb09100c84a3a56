import { matchRoute } from "../shared/route-table.js";
import { appPathOf } from "./locale-router.js";
import { loadPage } from "./page-modules.js";

/** The route an in-site link leads to, or null for any other link (another site, a file, a new tab). */
function linkedRoute(target: EventTarget | null) {
  const anchor = target instanceof Element ? target.closest("a") : null;
  if (!anchor?.href || anchor.target || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? matchRoute(appPathOf(url.pathname)) : null;
}

/**
 * Starts loading a page's code as soon as a pointer rests on a link to it or the keyboard focuses one: by the
 * click, the next page is often ready and the previous one leaves at once (docs/0052-navigation-keeps-the-page.md).
 * A failed prefetch is silent; the navigation itself loads the page again and reports what goes wrong.
 */
export function prefetchPagesOnIntent(doc: Document): void {
  const prefetch = (event: Event) => {
    const route = linkedRoute(event.target);
    if (route) loadPage(route.name).catch(() => undefined);
  };
  for (const type of ["pointerover", "focusin", "touchstart"]) {
    doc.addEventListener(type, prefetch, { passive: true });
  }
}
