import { createRoot, type Root } from "react-dom/client";
import SearchDialog from "./SearchDialog.js";

let root: Root | undefined;
let returnTo: HTMLElement | null = null;

function show(open: boolean) {
  if (!root) {
    const container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  }
  root.render(<SearchDialog open={open} onClose={close} />);
}

function close() {
  show(false);
  // After Headless UI has let go of its focus trap.
  requestAnimationFrame(() => returnTo?.focus());
}

/**
 * Opens the search dialog in a React root of its own: the header keeps no state for it, so the code every
 * page loads stays a link and a key listener (SearchOpener). Closing gives the focus back to where it was
 * when the dialog opened, else to the header's icon (a browser that does not focus a clicked link).
 */
export default function openSearchDialog() {
  const active = document.activeElement;
  returnTo =
    active instanceof HTMLElement && active !== document.body
      ? active
      : document.querySelector<HTMLElement>('header a[href="/recherche"]');
  show(true);
}
