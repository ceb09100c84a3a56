import type { MouseEvent } from "react";
import { messages } from "../../shared/messages/catalogue.js";
import { Icon } from "../../ui/icons.js";

/** `/` outside a field (the site has no editable region besides fields), or Ctrl/⌘+K anywhere. */
const isShortcut = (event: KeyboardEvent): boolean =>
  /^k$/i.test(event.key)
    ? event.ctrlKey || event.metaKey
    : event.key === "/" &&
      !event.ctrlKey &&
      !event.metaKey &&
      !(event.target as Element).closest("input,textarea,select");

/** A plain click (a new tab or window still gets the search page) or the shortcut: the dialog loads and opens. */
function open(event: KeyboardEvent | MouseEvent) {
  if ("key" in event ? !isShortcut(event) : event.button || event.ctrlKey || event.metaKey || event.shiftKey) return;
  event.preventDefault();
  void import("./search-dialog-root.js").then((root) => root.default());
}

// The shortcuts work as soon as the shell runs, for the whole visit (every page has the header); not on the server.
if (typeof document !== "undefined") document.addEventListener("keydown", open);

/**
 * The header's search icon: a link to /recherche, which works before hydration and without JavaScript.
 * Once hydrated, the link opens the search dialog instead, as `/` and Ctrl/⌘+K do. This is all the search adds
 * to the code every page loads (docs/0020): the dialog, Headless UI, MiniSearch and the index come on
 * the first opening.
 */
export function SearchOpener({ className }: { className: string }) {
  return (
    <a href="/recherche" aria-label={messages.header.searchLabel} onClick={open} className={className}>
      <Icon name="search" />
    </a>
  );
}
