import type { NavMenu } from "@content";
import { useRef } from "react";
import { Icon } from "../../ui/icons.js";
import { useDisclosure } from "../../ui/use-disclosure.js";
import { navMenus } from "../navigation.js";
import { MenuEntryLink } from "./MenuEntryLink.js";
import { useMenuKeys } from "./use-menu-keys.js";
import { useOnNavigate } from "./use-on-navigate.js";

/** Below 768 px: a menu button opening the entries as an accordion (one disclosure per entry). */
export function MobileNav() {
  const { open, setOpen, buttonProps, panelProps } = useDisclosure();
  const navRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useOnNavigate(() => setOpen(false));
  useMenuKeys(open, navRef, () => {
    setOpen(false);
    buttonRef.current?.focus();
  });
  return (
    <nav ref={navRef} aria-label="Navigation principale" className="md:hidden">
      <button
        type="button"
        ref={buttonRef}
        {...buttonProps}
        onClick={() => setOpen(!open)}
        aria-label={open ? "Fermer le menu" : "Ouvrir le menu"}
        className="inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors hover:bg-current/10"
      >
        <Icon name={open ? "close" : "menu"} className="h-6 w-6" />
      </button>
      {open ? (
        <div
          {...panelProps}
          className="absolute inset-x-0 top-full z-40 max-h-[calc(100svh-var(--spacing-header))] overflow-y-auto border-t border-slate-200 bg-white px-4 pt-2 pb-6 text-slate-900 shadow-xl"
        >
          <ul className="divide-y divide-slate-100">
            {navMenus.map((menu) => (
              <li key={menu.id}>
                <MobileMenuEntry menu={menu} />
              </li>
            ))}
          </ul>
          <p className="mt-4 flex items-center gap-2 px-3 text-sm text-slate-600">
            <Icon name="globe" className="h-4 w-4" /> France (Français)
          </p>
        </div>
      ) : null}
    </nav>
  );
}

function MobileMenuEntry({ menu }: { menu: NavMenu }) {
  const { open, setOpen, buttonProps, panelProps } = useDisclosure();
  return (
    <>
      <button
        type="button"
        {...buttonProps}
        onClick={() => setOpen(!open)}
        className="group flex w-full items-center justify-between py-4 text-left text-base font-semibold"
      >
        {menu.label}
        <Icon name="chevronDown" className="h-5 w-5 transition-transform group-data-open:rotate-180" />
      </button>
      {open ? (
        <div {...panelProps} className="pb-4">
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
      ) : null}
    </>
  );
}
