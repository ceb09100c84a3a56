import type { NavMenu } from "@content";
import { type MouseEvent, type PointerEvent, useCallback, useEffect, useRef } from "react";
import { Link } from "wouter";
import { Icon } from "../../ui/icons.js";
import { useDisclosure } from "../../ui/use-disclosure.js";
import { usePopoverDismiss } from "../../ui/use-popover-dismiss.js";
import { MenuEntryLink } from "./MenuEntryLink.js";
import { useOnNavigate } from "./use-on-navigate.js";

/** How long a mega-menu stays open after the pointer leaves it (spec §9): time to cross the gap to the panel. */
export const MENU_CLOSE_DELAY_MS = 150;

const triggerClass =
  "inline-flex items-center gap-1 rounded-full py-2 text-sm font-medium transition-colors hover:bg-current/10 data-open:bg-current/10";

/**
 * One desktop entry and its mega-menu, a disclosure that behaves as a popover: Enter/Space toggle,
 * Escape closes and returns focus to the button, Tab walks into the panel (it follows the button),
 * focus or a click elsewhere closes it; it also opens on hover and closes 150 ms after the pointer
 * leaves. Entries with a page of their own show it as a link beside the menu button, so both the page
 * and the menu stay reachable by keyboard.
 */
export function MegaMenu({ menu }: { menu: NavMenu }) {
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

  const label = menu.href ? `Menu ${menu.label}` : undefined;
  return (
    <div
      ref={rootRef}
      data-open={open ? "" : undefined}
      className="flex items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      {...dismiss}
    >
      {menu.href ? (
        <Link href={menu.href} className="rounded-full py-2 pl-2 text-sm font-medium hover:underline lg:pl-3">
          {menu.label}
        </Link>
      ) : null}
      <button
        type="button"
        ref={buttonRef}
        {...buttonProps}
        onClick={onButtonClick}
        aria-label={label}
        className={`${triggerClass} ${menu.href ? "px-1.5 lg:px-2" : "px-2 lg:px-3"}`}
      >
        {menu.href ? null : menu.label}
        <Icon name="chevronDown" className="h-4 w-4 transition-transform in-data-open:rotate-180" />
      </button>
      {open ? (
        <div {...panelProps} className="absolute inset-x-0 top-full z-40 px-4 pt-2">
          <div className="mx-auto grid max-w-6xl gap-8 rounded-2xl bg-white p-6 text-slate-900 shadow-2xl ring-1 ring-slate-900/5 lg:grid-cols-[1fr_16rem]">
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {menu.sections.map((section) => (
                <div key={section.title}>
                  <p aria-hidden="true" className="px-3 text-xs font-semibold tracking-wider text-brand-700 uppercase">
                    {section.title}
                  </p>
                  <ul aria-label={section.title} className="mt-2 space-y-1">
                    {section.links.map((link) => (
                      <li key={link.label}>
                        <MenuEntryLink link={link} />
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
            <MenuHighlight menu={menu} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** The panel's closing tile: the entry's own page when it has one, else the brand signature. */
function MenuHighlight({ menu }: { menu: NavMenu }) {
  return (
    <div className="on-dark hidden flex-col justify-between rounded-xl bg-night p-5 text-white lg:flex">
      <p className="text-sm text-brand-100">
        Novadis accompagne entreprises, collectivités et indépendants, de l'idée à la mise en production.
      </p>
      {menu.href ? (
        <Link
          href={menu.href}
          className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-white hover:underline"
        >
          {menu.label} <Icon name="arrowRight" className="h-4 w-4" />
        </Link>
      ) : (
        <p className="mt-6 text-sm font-semibold text-white">{menu.label}</p>
      )}
    </div>
  );
}
