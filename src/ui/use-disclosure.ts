import { useId, useState } from "react";

/**
 * A button that shows and hides a panel, as the WAI-ARIA disclosure pattern describes: `aria-expanded`,
 * `aria-controls` while the panel exists, and `data-open` for styling. Not Headless UI's Disclosure (docs/0048):
 * the header is on every page, and it would add 8.6 KB brotli to each (its Popover 26.3 KB) for a few lines of
 * state; `/` (88.1 KB) and `/panier` (89.1 KB) would pass their 90 KB budget.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return {
    open,
    setOpen,
    buttonProps: {
      "aria-expanded": open,
      "aria-controls": open ? panelId : undefined,
      "data-open": open ? "" : undefined,
    },
    panelProps: { id: panelId },
  };
}
