import { lazy, type MouseEvent, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "../../ui/icons.js";
import { searchPath } from "../search-document.js";

// Its own chunk, with Headless UI and MiniSearch: nothing of it loads before the first opening (docs/0020).
const SearchDialog = lazy(() => import("./SearchDialog.js"));

/** Typing in a field: `/` is a character there, not the search shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * The header's search icon: a link to /recherche, which works before hydration and without JavaScript;
 * once hydrated, the link, `/` and Ctrl/⌘+K open the search dialog instead. Closing gives the focus back to
 * where it was (the dialog mounts after a lazy load, so it cannot know it alone).
 */
export function SearchOpener({ className }: { className: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const link = useRef<HTMLAnchorElement>(null);

  const show = useCallback(() => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpened(true);
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    const target =
      returnTo.current?.isConnected && returnTo.current !== document.body ? returnTo.current : link.current;
    // After Headless UI has let go of the focus trap.
    requestAnimationFrame(() => target?.focus());
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const slash = event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      const commandK = event.key.toLowerCase() === "k" && (event.ctrlKey || event.metaKey) && !event.altKey;
      if (!slash && !commandK) return;
      event.preventDefault();
      show();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [show]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window still gets the search page.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    show();
  };

  return (
    <>
      <a
        ref={link}
        href={searchPath}
        aria-label="Rechercher"
        aria-keyshortcuts="/ Control+K"
        onClick={onClick}
        className={className}
      >
        <Icon name="search" />
      </a>
      {opened ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
