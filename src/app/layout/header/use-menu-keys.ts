import { type RefObject, useEffect, useRef } from "react";

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * While a menu covering the page is open, the keyboard stays in it (WCAG 2.1.2 and the dialog pattern):
 * Escape closes it and gives focus back to its button, Tab and Shift+Tab wrap around its visible controls
 * instead of walking on into the page hidden behind it.
 */
export function useMenuKeys(open: boolean, container: RefObject<HTMLElement | null>, onEscape: () => void): void {
  const onEscapeRef = useRef(onEscape);
  onEscapeRef.current = onEscape;
  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      const root = container.current;
      if (!root) return;
      if (event.key === "Escape") {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== "Tab") return;
      const controls = [...root.querySelectorAll<HTMLElement>(focusable)].filter((el) => el.getClientRects().length);
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      const outside = !(active instanceof Node && root.contains(active));
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, container]);
}
