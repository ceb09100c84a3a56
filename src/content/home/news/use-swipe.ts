import { type PointerEvent, useRef } from "react";

/** A horizontal drag or swipe longer than this moves the carousel (docs/0006; shorter is a tap or a page scroll). */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * Pointer handlers (mouse, pen and touch alike) that report a horizontal swipe: -1 for a swipe
 * to the left (next item), +1 to the right (previous). Vertical scrolling stays with the browser
 * (`touch-action: pan-y` on the element).
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) > SWIPE_THRESHOLD_PX && Math.abs(dx) > Math.abs(dy)) onSwipe(dx < 0 ? -1 : 1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
