import { useEffect, useState } from "react";
import { useOnNavigate } from "./header/use-on-navigate.js";

/** Pages load lazily: the new page's heading may appear a moment after the URL changed. */
const HEADING_WAIT_MS = 3000;

/**
 * After a client-side navigation the browser keeps the focus where it was (often on a link that no longer
 * exists, so on <body>) and says nothing: a screen-reader user would not know the page changed. This moves
 * the focus to the new page's <h1> (or <main>) and announces the page's title in a polite live region, as a
 * full page load would. The first load is left to the browser, and a link to an anchor keeps its target.
 */
export function PageArrival() {
  const [announcement, setAnnouncement] = useState("");
  const [arrivals, setArrivals] = useState(0);
  useOnNavigate(() => setArrivals((count) => count + 1));

  useEffect(() => {
    if (arrivals === 0) return;
    const main = document.getElementById("main");
    if (!main) return;
    const arrive = () => {
      const target = main.querySelector<HTMLElement>("h1") ?? main;
      if (!window.location.hash) {
        if (target.tabIndex < 0) target.setAttribute("tabindex", "-1");
        target.setAttribute("data-arrival-target", "");
        target.focus({ preventScroll: true });
      }
      setAnnouncement(document.title);
    };
    if (main.querySelector("h1")) {
      // Let the page set its title first (its meta effect runs in the same commit).
      const frame = requestAnimationFrame(arrive);
      return () => cancelAnimationFrame(frame);
    }
    const observer = new MutationObserver(() => {
      if (!main.querySelector("h1")) return;
      observer.disconnect();
      window.clearTimeout(timer);
      requestAnimationFrame(arrive);
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = window.setTimeout(() => {
      observer.disconnect();
      arrive();
    }, HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [arrivals]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
