import type { NavMenu } from "@content";
import { Link } from "wouter";
import { Icon } from "../../../ui/icons.js";
import { MenuEntryLink } from "./MenuEntryLink.js";

/**
 * What a desktop mega-menu shows when open, under the bar: its sections, then a tile proposing a next step. The
 * same panel serves the server's `<details>` and the hydrated popover.
 */
export function MegaMenuPanel({ menu, id }: { menu: NavMenu; id?: string }) {
  return (
    <div id={id} className="absolute inset-x-0 top-full z-40 px-4 pt-2">
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
  );
}

/** The panel's closing tile: a sentence and the next step it proposes, which the menu's own links do not. */
function MenuHighlight({ menu }: { menu: NavMenu }) {
  const { highlight } = menu;
  return (
    <div className="on-dark hidden flex-col justify-between rounded-xl bg-night p-5 text-white lg:flex">
      <p className="text-sm text-brand-100">{highlight.text}</p>
      <Link
        href={highlight.href}
        className="mt-6 inline-flex items-center gap-2 text-sm font-semibold text-white hover:underline"
      >
        {highlight.label} <Icon name="arrowRight" className="h-4 w-4" />
      </Link>
    </div>
  );
}
