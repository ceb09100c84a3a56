import { useState } from "react";
import { Link } from "wouter";
import { messages } from "../../../shared/messages/catalogue.js";
import { Container } from "../../../ui/Container.js";
import { Logo } from "../../../ui/Logo.js";
import type { HeaderVariant } from "../../shared/route-table.js";
import { navMenus } from "../navigation.js";
import { HeaderActions } from "./HeaderActions.js";
import { MegaMenu } from "./MegaMenu.js";
import { MobileNav } from "./MobileNav.js";
import { ProjectCallToAction } from "./ProjectCallToAction.js";
import { useScrolled } from "./use-scrolled.js";

/**
 * The site's top bar. Transparent at the top of the page, translucent (blurred) once the page
 * scrolls or while the pointer or focus is in it. Two variants (route table): `overlay` has
 * light text for pages opening on a dark hero, `plain` has dark text for text pages.
 */
export function Header({ variant }: { variant: HeaderVariant }) {
  const scrolled = useScrolled();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const solid = scrolled || hovered || focused;
  const tone =
    variant === "overlay"
      ? `on-dark text-white ${solid ? "bg-brand-950/85 shadow-lg shadow-brand-950/20 backdrop-blur-md" : "bg-transparent"}`
      : `text-slate-900 ${solid ? "bg-white/85 shadow-sm backdrop-blur-md" : "bg-transparent"}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only tint the bar; nothing is activated.
    <header
      data-variant={variant}
      data-solid={solid}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className={`sticky top-0 z-40 transition-colors duration-200 ${tone}`}
    >
      <Container className="relative flex h-header items-center justify-between gap-2">
        <Link href="/" aria-label={messages.common.homeLabel} className="rounded-lg">
          {/* Below 640 px the call to action, between 768 and 1024 px the five menus need the room: the mark alone
              stands for the name. */}
          <Logo nameClassName="max-sm:sr-only md:max-lg:sr-only" />
        </Link>
        <nav aria-label={messages.header.mainNavigationLabel} className="hidden md:block">
          <div className="flex items-center lg:gap-1">
            {navMenus.map((menu) => (
              <MegaMenu key={menu.id} menu={menu} />
            ))}
          </div>
        </nav>
        <div className="flex items-center gap-1">
          <HeaderActions />
          <ProjectCallToAction variant={variant} />
          <MobileNav />
        </div>
      </Container>
    </header>
  );
}
