import { messages } from "../../shared/messages/catalogue.js";
/** The first stop of the keyboard on every page, to the page's own content past the navigation. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow-lg"
    >
      {messages.header.skipLink}
    </a>
  );
}
