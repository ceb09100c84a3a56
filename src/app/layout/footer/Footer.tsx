import { Link } from "wouter";
import { messages } from "../../../shared/messages/catalogue.js";
import { brand } from "../../../shared/site/brand.js";
import { Container } from "../../../ui/Container.js";
import { Logo } from "../../../ui/Logo.js";
import { LanguageLink } from "../LanguageLink.js";
import { footerColumns } from "../navigation.js";
import { SocialLinks } from "./SocialLinks.js";

/** The footer's ten columns, each entry a link to a page made for it. */
export function Footer() {
  return (
    <footer className="on-dark bg-night text-brand-100">
      <Container className="pt-16 pb-10">
        <div className="flex flex-col gap-6 border-b border-white/10 pb-10 md:flex-row md:items-center md:justify-between">
          <div className="max-w-md">
            <Link href="/" aria-label={messages.common.homeLabel} className="inline-block rounded-lg text-white">
              <Logo />
            </Link>
            <p className="mt-3 text-sm text-brand-100">{brand.tagline}.</p>
          </div>
          <SocialLinks />
        </div>
        <nav
          aria-label={messages.footer.siteMapLabel}
          className="grid grid-cols-2 gap-x-6 gap-y-10 py-10 sm:grid-cols-3 lg:grid-cols-5"
        >
          {footerColumns.map((column) => (
            <div key={column.id}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link
                      href={link.href}
                      className="rounded text-brand-100 transition-colors hover:text-white hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="flex flex-col gap-3 border-t border-white/10 pt-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <LanguageLink className="flex items-center gap-2 rounded text-white hover:underline" />
          <p className="text-brand-200">{messages.footer.copyright(brand.name)}</p>
        </div>
      </Container>
    </footer>
  );
}
