import { useCallback, useEffect, useRef, useState } from "react";

/**
 * What an overlay shows, kept while its closing transition plays and cleared `delayMs` later
 * (spec: the offer overlay's contents are cleared 300 ms after closing).
 */
export function useDelayedClear<T>(delayMs: number) {
  const [content, setContent] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback((next: T) => {
    clearTimeout(timer.current);
    setContent(next);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setContent(null), delayMs);
  }, [delayMs]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { content, open, show, close };
}
