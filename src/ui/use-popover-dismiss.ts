import { type FocusEvent, type KeyboardEvent, type RefObject, useEffect } from "react";

/**
 * How a popover that does not cover the page goes away: Escape closes it and gives the focus back to its
 * button; focus moving elsewhere, or a pointer press outside it, closes it. The handlers go on the element
 * holding both the button and the panel.
 */
export function usePopoverDismiss(
  open: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open, close, root]);

  return {
    onKeyDown(event: KeyboardEvent) {
      if (event.key !== "Escape" || !open) return;
      close();
      button.current?.focus();
    },
    onBlur(event: FocusEvent) {
      const next = event.relatedTarget as Node | null;
      if (next && !event.currentTarget.contains(next)) close();
    },
  };
}
