import { useEffect, useState } from "react";

const query = "(prefers-reduced-motion: reduce)";

/**
 * Whether the visitor asked for less motion. `null` until known: the server cannot tell, and the
 * first client render must match the server's, so callers start with the still version.
 */
export function usePrefersReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    const media = window.matchMedia(query);
    const update = () => setReduced(media.matches);
    update();
    media.addEventListener("change", update);
    return () => media.removeEventListener("change", update);
  }, []);
  return reduced;
}

/** For event handlers (no re-render needed). */
export const prefersReducedMotion = (): boolean => window.matchMedia(query).matches;
