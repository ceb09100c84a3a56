import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { GoogleMark } from "../../ui/drawn-icons.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";

/**
 * Google sign-in is a plain link: the server redirects to the provider and back. Where the site has
 * no Google credentials the button is disabled and says why.
 */
export function GoogleButton({ next }: { next: string }) {
  const trpc = useTRPC();
  const features = useQuery(trpc.site.features.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }));
  if (features.data?.googleSignIn === false) {
    return (
      <div className="space-y-2">
        <button type="button" disabled aria-describedby="google-unavailable" className={buttonStyles.secondary}>
          <GoogleMark />
          {messages.signInPages.googleButton}
        </button>
        <p id="google-unavailable" className="text-center text-sm text-slate-600">
          {messages.accounts.googleUnavailable}
        </p>
      </div>
    );
  }
  return (
    <a href={`/auth/google?next=${encodeURIComponent(next)}`} className={buttonStyles.secondary}>
      <GoogleMark />
      {messages.signInPages.googleButton}
    </a>
  );
}
