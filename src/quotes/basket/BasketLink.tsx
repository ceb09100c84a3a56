import { Link } from "wouter";
import { useSignedIn } from "../../app/signed-in-hint.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Icon } from "../../ui/icons.js";
import { BasketSync } from "./BasketSync.js";
import { useBasketCount } from "./use-basket-count.js";

/**
 * The header's basket: a real link to /panier (works without JavaScript), its count as a badge and in its
 * name. Signed in, the basket is also kept on the server (BasketSync). The sync is in the shell, not a lazy chunk:
 * lazy, it was two scripts (itself and the basket's edits) on every page a signed-in visitor loads, the
 * dashboard's 9th and 10th (budget: 8, docs/0019); in the shell it weighs ~0.6 KB brotli on every page.
 */
export function BasketLink({ className }: { className: string }) {
  const count = useBasketCount();
  const signedIn = useSignedIn();
  return (
    <Link href="/panier" aria-label={messages.basket.headerLabel(count)} className={`relative ${className}`}>
      <Icon name="cart" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0 right-0 rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
      {signedIn && <BasketSync />}
    </Link>
  );
}
