import { Link } from "wouter";
import { useAccountLink } from "../../../accounts/use-account-link.js";
import { BasketLink } from "../../../quotes/basket/BasketLink.js";
import { SearchOpener } from "../../../search/ui/SearchOpener.js";
import { messages } from "../../../shared/messages/catalogue.js";
import { Icon } from "../../../ui/icons.js";
import { LanguageLink } from "../LanguageLink.js";

const iconButton =
  "inline-flex h-10 w-10 items-center justify-center rounded-full transition-colors hover:bg-current/10";

/**
 * Search, language, basket and account. Search opens the site search (docs/0020); the basket shows its count
 * and leads to /panier (docs/0025). The language link leads to this page in the other language (docs/0068).
 */
export function HeaderActions() {
  const accountLink = useAccountLink();
  return (
    <div className="flex items-center gap-0.5">
      <SearchOpener className={iconButton} />
      <LanguageLink
        code
        className="hidden h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold transition-colors hover:bg-current/10 lg:inline-flex"
      />
      <BasketLink className={iconButton} />
      <Link href={accountLink} aria-label={messages.common.accountLink} className={iconButton}>
        <Icon name="user" />
      </Link>
    </div>
  );
}
