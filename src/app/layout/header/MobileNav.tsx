import type { NavMenu } from "@content";
import { type ReactNode, useRef } from "react";
import { messages } from "../../../shared/messages/catalogue.js";
import { Icon } from "../../../ui/icons.js";
import { useDisclosure } from "../../../ui/use-disclosure.js";
import { useHydrated } from "../../../ui/use-hydrated.js";
import { LanguageLink } from "../LanguageLink.js";
import { navMenus } from "../navigation.js";
import { MenuEntryLink } from "./MenuEntryLink.js";
import { useMenuKeys } from "./use-menu-keys.js";
import { useOnNavigate } from "./use-on-navigate.js";

const menuButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors hover:bg-current/10";
const entryButton = "group flex w-full items-center justify-between py-4 text-left text-base font-semibold";
const summaryReset = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";

/**
 * Below 768 px: a menu button opening the entries as an accordion. The server's HTML (and a browser without
 * JavaScript) has nested `<details>`, which open with no script; once React runs, buttons take their place and
 * add what a script can: Escape, a focus kept inside while the menu is open, closing on navigation.
 */
export function MobileNav() {
  return (
    <nav aria-label={messages.header.mainNavigationLabel} className="md:hidden">
      {useHydrated() ? <MobileMenu /> : <MobileMenuDetails />}
    </nav>
  );
}

function MobileMenuDetails() {
  return (
    <details className="group/menu">
      <summary className={`${menuButton} ${summaryReset}`}>
        <span className="sr-only">{messages.header.menuLabel}</span>
        <Icon name="menu" className="h-6 w-6 group-open/menu:hidden" />
        <Icon name="close" className="hidden h-6 w-6 group-open/menu:block" />
      </summary>
      <MobilePanel>
        {navMenus.map((menu) => (
          <li key={menu.id}>
            <details className="group">
              <summary className={`${entryButton} ${summaryReset}`}>
                {menu.label}
                <Icon name="chevronDown" className="h-5 w-5 transition-transform group-open:rotate-180" />
              </summary>
              <MenuSections menu={menu} />
            </details>
          </li>
        ))}
      </MobilePanel>
    </details>
  );
}

function MobileMenu() {
  const { open, setOpen, buttonProps, panelProps } = useDisclosure();
  const navRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOnNavigate(() => setOpen(false));
  useMenuKeys(open, navRef, () => {
    setOpen(false);
    buttonRef.current?.focus();
  });
  return (
    <div ref={navRef}>
      <button
        type="button"
        ref={buttonRef}
        {...buttonProps}
        onClick={() => setOpen(!open)}
        aria-label={open ? messages.header.closeMenuLabel : messages.header.openMenuLabel}
        className={menuButton}
      >
        <Icon name={open ? "close" : "menu"} className="h-6 w-6" />
      </button>
      {open ? (
        <MobilePanel id={panelProps.id}>
          {navMenus.map((menu) => (
            <li key={menu.id}>
              <MobileMenuEntry menu={menu} />
            </li>
          ))}
        </MobilePanel>
      ) : null}
    </div>
  );
}

function MobileMenuEntry({ menu }: { menu: NavMenu }) {
  const { open, setOpen, buttonProps, panelProps } = useDisclosure();
  return (
    <>
      <button type="button" {...buttonProps} onClick={() => setOpen(!open)} className={entryButton}>
        {menu.label}
        <Icon name="chevronDown" className="h-5 w-5 transition-transform group-data-open:rotate-180" />
      </button>
      {open ? (
        <div {...panelProps}>
          <MenuSections menu={menu} />
        </div>
      ) : null}
    </>
  );
}

/** The open menu under the bar: one entry a line, then the site's language. */
function MobilePanel({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full z-40 max-h-[calc(100svh-var(--spacing-header))] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 text-slate-900 shadow-xl"
    >
      <ul className="divide-y divide-slate-100">{children}</ul>
      <LanguageLink className="mt-4 flex items-center gap-2 rounded px-3 py-2 text-sm text-slate-600 hover:text-slate-900 hover:underline" />
    </div>
  );
}

/** An entry's sections and links, without their descriptions. */
function MenuSections({ menu }: { menu: NavMenu }) {
  return (
    <div className="pb-4">
      {menu.sections.map((section) => (
        <div key={section.title} className="mt-2">
          <p aria-hidden="true" className="px-3 text-xs font-semibold tracking-wider text-brand-700 uppercase">
            {section.title}
          </p>
          <ul aria-label={section.title} className="mt-1">
            {section.links.map((link) => (
              <li key={link.label}>
                <MenuEntryLink link={link} compact />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
