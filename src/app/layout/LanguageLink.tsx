import { useLocation } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { siteLocale } from "../../shared/site-locale.js";
import { Icon } from "../../ui/icons.js";
import { languageChoiceHref } from "../shared/language-choice.js";

/** The language the button leads to: the site's other one. */
const otherLocale = siteLocale === "en" ? "fr" : "en";

/**
 * The language button (docs/0068-english-routes.md, "Choice, never a guess"): a plain link, which works without
 * JavaScript, to the server's `/language`, which records the choice in a cookie and leads to this page in the
 * other language. Its address is written from the location at render, in the prerendered page as after a
 * client-side navigation. `code` shows the other language's code (the header); otherwise its name.
 */
export function LanguageLink({ code = false, className }: { code?: boolean; className?: string }) {
  const [location] = useLocation();
  return (
    <a
      href={languageChoiceHref(otherLocale, location)}
      hrefLang={otherLocale}
      // The accessible name starts with the visible code (WCAG 2.5.3, label in name); the name speaks for itself.
      aria-label={code ? messages.header.otherLanguageLinkLabel : undefined}
      className={className}
    >
      <Icon name="globe" className="h-4 w-4" />
      <span lang={otherLocale}>
        {code ? messages.header.otherLanguageLabel : messages.header.otherLanguageNameLabel}
      </span>
    </a>
  );
}
