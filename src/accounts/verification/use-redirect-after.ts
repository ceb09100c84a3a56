import { useEffect } from "react";
import { useLocation } from "wouter";
import { loadPage } from "../../app/routes/page-modules.js";
import { matchRoute } from "../../app/shared/route-table.js";
import { verificationRedirectDelayMs } from "./redirect-delay.js";

export function useRedirectAfter(path: string, when: boolean): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!when) return;
    // The next page's code loads during the pause: a page still loading when the navigation happens shows
    // nothing at all until it arrives (docs/0034: the screen once went blank on the way to the account page).
    const next = matchRoute(path);
    if (next) {
      loadPage(next.name).catch(() => {
        // The navigation loads it again and shows its own failure.
      });
    }
    const timer = window.setTimeout(() => navigate(path), verificationRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [when, path, navigate]);
}
