import { useEffect, useRef, useState } from "react";
import { useOnNavigate } from "./header/use-on-navigate.js";

/** Pages load lazily: the new page's heading may appear a moment after the URL changed. */
const HEADING_WAIT_MS = 3000;
/** The new page sets its title in an effect, which may run after its heading is painted. */
const TITLE_WAIT_MS = 1000;

interface Heading {
  element: HTMLElement | null;
  text: string;
}

const headingOf = (main: HTMLElement): Heading => {
  const element = main.querySelector<HTMLElement>("h1");
  return { element, text: element?.textContent ?? "" };
};

/**
 * After a client-side navigation the browser keeps the focus where it was (often on a link that no longer
 * exists, so on <body>) and says nothing: a screen-reader user would not know the page changed. This moves
 * the focus to the new page's <h1> (or <main>) and announces the page's title in a polite live region, as a
 * full page load would. The first load is left to the browser, and a link to an anchor keeps its target.
 * While a lazily loaded page is on its way, React keeps showing the previous one: the new page is there when
 * the heading differs from the one last arrived at.
 */
export function PageArrival() {
  const [announcement, setAnnouncement] = useState("");
  const [arrivals, setArrivals] = useState(0);
  const last = useRef<Heading>({ element: null, text: "" });
  useOnNavigate(() => setArrivals((count) => count + 1));

  useEffect(() => {
    const main = document.getElementById("main");
    if (!main) return;
    if (arrivals === 0) {
      last.current = headingOf(main);
      return;
    }
    const titleBefore = document.title;
    let titleTimer = 0;
    const titleObserver = new MutationObserver(() => announce());
    const announce = () => {
      titleObserver.disconnect();
      window.clearTimeout(titleTimer);
      setAnnouncement(document.title);
    };
    const isNew = () => {
      const heading = headingOf(main);
      return (
        heading.element !== null && (heading.element !== last.current.element || heading.text !== last.current.text)
      );
    };
    const arrive = () => {
      const heading = headingOf(main);
      last.current = heading;
      const target = heading.element ?? main;
      if (!window.location.hash) {
        if (target.tabIndex < 0) target.setAttribute("tabindex", "-1");
        target.setAttribute("data-arrival-target", "");
        target.focus({ preventScroll: true });
      }
      if (document.title !== titleBefore) announce();
      else {
        titleObserver.observe(document.head, { childList: true, subtree: true, characterData: true });
        titleTimer = window.setTimeout(announce, TITLE_WAIT_MS);
      }
    };
    let frame = 0;
    const settle = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      // Let the new page set its title first (its meta effect runs after its commit).
      frame = requestAnimationFrame(arrive);
    };
    const observer = new MutationObserver(() => {
      if (isNew()) settle();
    });
    const timer = window.setTimeout(settle, HEADING_WAIT_MS);
    if (isNew()) settle();
    else observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      titleObserver.disconnect();
      window.clearTimeout(timer);
      window.clearTimeout(titleTimer);
      cancelAnimationFrame(frame);
    };
  }, [arrivals]);

  return (
    <p aria-live="polite" aria-atomic="true" className="sr-only">
      {announcement}
    </p>
  );
}
