import type { NavMenu } from "@content";
import { type MouseEvent, type PointerEvent, useCallback, useEffect, useRef } from "react";
import { Link } from "wouter";
import { messages } from "../../../shared/messages/catalogue.js";
import { Icon } from "../../../ui/icons.js";
import { useDisclosure } from "../../../ui/use-disclosure.js";
import { useHydrated } from "../../../ui/use-hydrated.js";
import { usePopoverDismiss } from "../../../ui/use-popover-dismiss.js";
import { MegaMenuPanel } from "./MegaMenuPanel.js";
import { useOnNavigate } from "./use-on-navigate.js";

/** How long a mega-menu stays open after the pointer leaves it (150 ms): time to cross the gap to the panel. */
export const MENU_CLOSE_DELAY_MS = 150;

const triggerClass =
  "inline-flex items-center gap-1 rounded-full py-2 text-sm font-medium transition-colors hover:bg-current/10 data-open:bg-current/10";

/**
 * One desktop entry and its mega-menu. The server's HTML (and a browser without JavaScript) has a `<details>`,
 * which opens with no script at all; once React runs, the popover below takes its place.
 */
export function MegaMenu({ menu }: { menu: NavMenu }) {
  return useHydrated() ? <MegaMenuPopover menu={menu} /> : <MegaMenuDetails menu={menu} />;
}

/**
 * The menu without JavaScript: the summary opens the panel and closes it. The menus share one `name`, so
 * opening one closes the other (the panels sit at the same place under the bar).
 */
function MegaMenuDetails({ menu }: { menu: NavMenu }) {
  return (
    <div className="flex items-center">
      <MenuPageLink menu={menu} />
      <details name="mega-menu" className="group">
        <summary
          className={`${triggerClass} ${triggerPadding(menu)} cursor-pointer list-none group-open:bg-current/10 [&::-webkit-details-marker]:hidden`}
        >
          {menu.href ? <span className="sr-only">{messages.header.menuOfLabel(menu.label)}</span> : menu.label}
          <Icon name="chevronDown" className="h-4 w-4 transition-transform group-open:rotate-180" />
        </summary>
        <MegaMenuPanel menu={menu} />
      </details>
    </div>
  );
}

/** Entries with a page of their own show it as a link beside the menu's button. */
function MenuPageLink({ menu }: { menu: NavMenu }) {
  return menu.href ? (
    <Link href={menu.href} className="rounded-full py-2 pl-2 text-sm font-medium hover:underline lg:pl-3">
      {menu.label}
    </Link>
  ) : null;
}

const triggerPadding = (menu: NavMenu) => (menu.href ? "px-1.5 lg:px-2" : "px-2 lg:px-3");

/**
 * The enhanced menu, a disclosure that behaves as a popover: Enter/Space toggle,
 * Escape closes and returns focus to the button, Tab walks into the panel (it follows the button),
 * focus or a click elsewhere closes it; it also opens on hover and closes 150 ms after the pointer
 * leaves. Both the entry's page and its menu stay reachable by keyboard.
 */
function MegaMenuPopover({ menu }: { menu: NavMenu }) {
  const { open, setOpen, buttonProps, panelProps } = useDisclosure();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  const close = useCallback(() => setOpen(false), [setOpen]);
  useOnNavigate(close);
  const dismiss = usePopoverDismiss(open, close, rootRef, buttonRef);

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    if (!open) {
      openedByHover.current = true;
      setOpen(true);
    }
  }
  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => {
      openedByHover.current = false;
      setOpen(false);
    }, MENU_CLOSE_DELAY_MS);
  }
  function onButtonClick(event: MouseEvent) {
    // The pointer already opened the menu: the first mouse click on its button keeps it open
    // instead of closing it under the pointer (keyboard clicks have no detail and always toggle).
    if (event.detail !== 0 && openedByHover.current && open) {
      openedByHover.current = false;
      return;
    }
    openedByHover.current = false;
    setOpen(!open);
  }

  const label = menu.href ? messages.header.menuOfLabel(menu.label) : undefined;
  return (
    <div
      ref={rootRef}
      data-open={open ? "" : undefined}
      className="flex items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      {...dismiss}
    >
      <MenuPageLink menu={menu} />
      <button
        type="button"
        ref={buttonRef}
        {...buttonProps}
        onClick={onButtonClick}
        aria-label={label}
        className={`${triggerClass} ${triggerPadding(menu)}`}
      >
        {menu.href ? null : menu.label}
        <Icon name="chevronDown" className="h-4 w-4 transition-transform in-data-open:rotate-180" />
      </button>
      {open ? <MegaMenuPanel menu={menu} id={panelProps.id} /> : null}
    </div>
  );
}
