import { Link } from "wouter";
import { useAccountLink } from "../../account/use-account-link.js";
import { SearchOpener } from "../../search/ui/SearchOpener.js";
import { Icon } from "../../ui/icons.js";

const iconButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors hover:bg-current/10";

/**
 * Search, language, cart and account. Search opens the site search (issue 18); the cart has no behaviour
 * yet (spec §1): it is shown as a button that names itself. The language is fixed to French.
 */
export function HeaderActions() {
  const accountLink = useAccountLink();
  return (
    <div className="flex items-center gap-0.5">
      <SearchOpener className={iconButton} />
      <button
        type="button"
        // The accessible name starts with the visible "FR" (WCAG 2.5.3, label in name).
        aria-label="FR, langue : français"
        className="hidden h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors hover:bg-current/10 lg:inline-flex"
      >
        <Icon name="globe" className="h-4 w-4" />
        FR
      </button>
      <button type="button" aria-label="Panier" className={iconButton}>
        <Icon name="cart" />
      </button>
      <Link href={accountLink} aria-label="Mon compte" className={iconButton}>
        <Icon name="user" />
      </Link>
    </div>
  );
}
