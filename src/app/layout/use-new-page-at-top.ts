import { useEffect } from "react";
import { recordNavigation } from "../in-site-history.js";
import { usePageAddress } from "../routes/page-address.js";

/**
 * Client-side navigation keeps the scroll position unless told otherwise; a new page starts at its top
 * (an overlay opening at its own address leaves the page where it is), and the visit is counted in the
 * in-site history. Every layout runs it.
 */
export function useNewPageAtTop(): void {
  const location = usePageAddress();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change by design.
  useEffect(() => {
    recordNavigation();
    window.scrollTo(0, 0);
  }, [location]);
}
