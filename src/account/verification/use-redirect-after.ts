import { useEffect } from "react";
import { useLocation } from "wouter";

/** The verification screens' pause before moving on (spec §9: 3000 ms), so the visitor can read the result. */
export const verificationRedirectDelayMs = 3000;

export function useRedirectAfter(path: string, when: boolean): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!when) return;
    const timer = window.setTimeout(() => navigate(path), verificationRedirectDelayMs);
    return () => window.clearTimeout(timer);
  }, [when, path, navigate]);
}
