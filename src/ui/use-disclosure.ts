import { useId, useState } from "react";

/**
 * A button that shows and hides a panel, as the WAI-ARIA disclosure pattern describes: `aria-expanded`,
 * `aria-controls` while the panel exists, and `data-open` for styling. The header used Headless UI for this;
 * its Popover and Disclosure brought ~30 KB brotli (with Floating UI and React Aria) into every page's
 * first download for a few lines of state (docs/0019-performance-architecture.md).
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
