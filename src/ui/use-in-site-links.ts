import type { MouseEvent } from "react";
import { useLocation } from "wouter";

/**
 * HTML React does not render (a legal text from MDX, a static island) holds plain <a href="/…"> links. A click on
 * one of them navigates inside the app instead of reloading the page; other links behave as usual.
 */
export function useInSiteLinks() {
  const [, navigate] = useLocation();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href?.startsWith("/") || href.startsWith("//") || anchor.target) return;
    event.preventDefault();
    navigate(href);
  };
}
