import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

/** Calls `onNavigate` after each client-side navigation (not on mount): open menus close when the page changes. */
export function useOnNavigate(onNavigate: () => void): void {
  const [location] = useLocation();
  const previous = useRef(location);
  const callback = useRef(onNavigate);
  callback.current = onNavigate;
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    callback.current();
  }, [location]);
}
