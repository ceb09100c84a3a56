import { useEffect, useRef } from "react";
import { usePageAddress } from "../../routes/page-address.js";

/**
 * Calls `onNavigate` after each client-side navigation to another page (not on mount, nor when an overlay opens
 * at its own address): open menus close when the page changes.
 */
export function useOnNavigate(onNavigate: () => void): void {
  const location = usePageAddress();
  const previous = useRef(location);
  const callback = useRef(onNavigate);
  callback.current = onNavigate;
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    callback.current();
  }, [location]);
}
