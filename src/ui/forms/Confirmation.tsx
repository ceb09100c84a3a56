import { type ReactNode, type RefObject, useEffect, useRef } from "react";
import { confirmationAnchor } from "../../shared/confirmation-anchor.js";

/**
 * What a form shows once it succeeded, its reference with it. When it appears, it is scrolled to the top of the
 * viewport, just below the sticky header (`scroll-mt-header`: the header's height), and takes the focus, so a
 * screen reader announces the outcome and the next Tab starts there. The focus goes to `focusTarget` (the
 * confirmation's heading) when given, else to the region itself. Without JavaScript, the address's fragment
 * does both (shared/confirmation-anchor.ts).
 */
export function Confirmation({
  label,
  focusTarget,
  className,
  children,
  ...props
}: {
  /** The region's name, for a page with no heading of its own for the outcome. */
  label: string;
  focusTarget?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
  "data-testid"?: string;
}) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    // A frame later: a page rendered with its confirmation (the server's, hydrating) has the layout's effect
    // scroll a new page to its top after this one (a parent's effects run after its children's).
    const frame = requestAnimationFrame(() => {
      region.current?.scrollIntoView({ block: "start" });
      (focusTarget?.current ?? region.current)?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [focusTarget]);
  return (
    <section
      ref={region}
      id={confirmationAnchor}
      aria-label={label}
      tabIndex={-1}
      className={`scroll-mt-header ${className ?? ""}`}
      {...props}
    >
      {children}
    </section>
  );
}
