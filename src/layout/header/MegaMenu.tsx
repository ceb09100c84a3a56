import type { NavMenu } from "@content";
import { Popover, PopoverButton, PopoverPanel } from "@headlessui/react";
import { type PointerEvent, useEffect, useRef } from "react";
import { Link } from "wouter";
import { Icon } from "../../ui/icons.js";
import { MenuEntryLink } from "./MenuEntryLink.js";
import { useOnNavigate } from "./use-on-navigate.js";

/** How long a mega-menu stays open after the pointer leaves it (spec §9): time to cross the gap to the panel. */
export const MENU_CLOSE_DELAY_MS = 150;

const triggerClass =
  "inline-flex items-center gap-1 rounded-full py-2 text-sm font-medium transition-colors hover:bg-current/10 data-open:bg-current/10";

/**
 * One desktop entry and its mega-menu: a Headless UI Popover (Enter/Space toggle, Escape closes
 * and returns focus to the button, Tab walks into the panel) that also opens on hover and closes
 * 150 ms after the pointer leaves. Entries with a page of their own show it as a link beside the
 * menu button, so both the page and the menu stay reachable by keyboard.
 */
export function MegaMenu({ menu }: { menu: NavMenu }) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);

  const isOpen = () => buttonRef.current?.getAttribute("aria-expanded") === "true";
  /**
   * Opens or closes the menu for the pointer or a navigation. Headless UI has no "open" call and
   * focuses its button on every click, so: click it, then give focus back, since a hover must not
   * move focus or leave a focus ring. (Focusing an element outside would close an opening menu,
   * so an opening menu only drops the focus it took from the page body.)
   */
  const toggle = () => {
    const button = buttonRef.current;
    if (!button) return;
    const before = document.activeElement;
    const opening = !isOpen();
    button.click();
    if (before === button || document.activeElement !== button) return;
    if (!opening && before instanceof HTMLElement && before !== document.body) before.focus({ preventScroll: true });
    else button.blur();
  };
  const cancelClose = () => window.clearTimeout(closeTimer.current);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);
  useOnNavigate(() => {
    if (isOpen()) toggle();
  });

  function onPointerEnter(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    if (!isOpen()) {
      openedByHover.current = true;
      toggle();
    }
  }
  function onPointerLeave(event: PointerEvent) {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => {
      openedByHover.current = false;
      if (isOpen()) toggle();
    }, MENU_CLOSE_DELAY_MS);
  }

  const label = menu.href ? `Menu ${menu.label}` : undefined;
  return (
    <Popover
      className="flex items-center"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onClickCapture={(event) => {
        // The pointer already opened the menu: the first mouse click on its button keeps it open
        // (stopped before Headless UI's toggle sees it) instead of closing it under the pointer.
        if (event.detail === 0 || !openedByHover.current) return;
        if (!buttonRef.current?.contains(event.target as Node)) return;
        openedByHover.current = false;
        if (isOpen()) event.stopPropagation();
      }}
    >
      {menu.href ? (
        <Link href={menu.href} className="rounded-full py-2 pl-2 text-sm font-medium hover:underline lg:pl-3">
          {menu.label}
        </Link>
      ) : null}
      <PopoverButton
        ref={buttonRef}
        aria-label={label}
        className={`${triggerClass} ${menu.href ? "px-1.5 lg:px-2" : "px-2 lg:px-3"}`}
      >
        {menu.href ? null : menu.label}
        <Icon name="chevronDown" className="h-4 w-4 transition-transform in-data-open:rotate-180" />
      </PopoverButton>
      <PopoverPanel
        transition
        className="absolute inset-x-0 top-full z-40 px-4 pt-2 transition duration-150 ease-out data-closed:-translate-y-1 data-closed:opacity-0"
      >
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
      </PopoverPanel>
    </Popover>
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
