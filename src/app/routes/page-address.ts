import { createContext, useContext } from "react";
import { useLocation } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";

/**
 * Marks the history entries this document pushes for an overlay. The browser keeps an entry's state across a
 * reload, but the server's HTML for the address is then that address's own page: an entry pushed by an earlier
 * document shows the page again, not the overlay over a page that is no longer there.
 */
const thisDocument = Math.random();

interface OverlayEntry {
  overlayOver: string;
  document: number;
}

/**
 * History state for an address opened as an overlay over the page at `backdrop`: the address is the overlay's
 * own page (shared, reloaded, opened without JavaScript), while the page under the overlay stays on screen.
 */
export const overlayEntry = (backdrop: string): OverlayEntry => ({ overlayOver: backdrop, document: thisDocument });

/** The page an entry's overlay was opened over, when this document pushed the entry (else null). */
export const overlayBackdrop = (state: unknown): string | null =>
  (state as OverlayEntry | null)?.document === thisDocument ? (state as OverlayEntry).overlayOver : null;

/**
 * The address the visitor asked for: the location, or the page an overlay was opened over (the offer overlay
 * over /start-scale, at the offer's address). Null history state while hydrating: the first render is the
 * server's, whatever the entry says.
 */
export function useRequestedPageAddress(): string {
  const [location] = useLocation();
  return overlayBackdrop(useHistoryState()) ?? location;
}

/**
 * The address of the page on screen, given by the app's root: it lags behind the requested one while the next
 * page's code loads, so the page on screen stays until the next can paint (docs/0052-navigation-keeps-the-page.md).
 */
export const ShownPageAddress = createContext<string | null>(null);

/**
 * The address of the page on screen. The router renders that page, and what follows a change of page (scroll to
 * the top, focus on the new heading, menus closing) follows it: it happens when the new page is there.
 */
export function usePageAddress(): string {
  const shown = useContext(ShownPageAddress);
  const requested = useRequestedPageAddress();
  return shown ?? requested;
}
