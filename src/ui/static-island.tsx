import { type ComponentType, lazy, Suspense, useState } from "react";
import { useInSiteLinks } from "./use-in-site-links.js";

/**
 * A part of a page that needs no JavaScript to work (docs/0019): on the page the browser loaded, React adopts
 * the server's HTML as it is, without downloading the part's code; reached by a client-side navigation, the
 * part's code loads then (its own chunk) and renders it. Its links still navigate inside the app.
 */
export function staticIsland(id: string, load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Part = lazy(load);
  return function StaticIsland() {
    const followInSiteLink = useInSiteLinks();
    // Read once, before hydration touches anything: the HTML the server sent for this island, if it is on screen.
    const [serverHtml] = useState(() =>
      typeof document === "undefined" ? undefined : document.getElementById(id)?.innerHTML,
    );
    if (serverHtml !== undefined) {
      return (
        // biome-ignore lint/a11y/useKeyWithClickEvents: it only catches clicks bubbling from the links inside, and a keyboard-activated link fires the same click.
        // biome-ignore lint/a11y/noStaticElementInteractions: the same: the links inside are what the visitor uses.
        <div
          id={id}
          className="contents"
          onClick={followInSiteLink}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this very part, read back from the page.
          dangerouslySetInnerHTML={{ __html: serverHtml }}
        />
      );
    }
    return (
      <div id={id} className="contents">
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </div>
    );
  };
}
