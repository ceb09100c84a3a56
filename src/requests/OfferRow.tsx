import { lazy, Suspense, useState } from "react";

const ROW_ID = "request-offer";
const FromCatalogue = lazy(() => import("./OfferRowFromCatalogue.js"));

/**
 * The "Offre :" line above the contact form. Naming an offer takes the offers' catalogue (7.3 KB brotli, a chunk
 * of its own), which the page must not load before interaction (docs/0019). The server renders the
 * line with it, so the HTML the browser loaded names the offer; hydration adopts that HTML as it is, read back
 * from the page (as ui/static-island.tsx does). Only a client-side navigation loads the catalogue, which the
 * offer's page the visitor comes from has loaded already.
 */
export function OfferRow({ offerId }: { offerId: string }) {
  // Read once, before hydration touches anything; kept with the offer it names, so another link's offer
  // (the same page, a new query) is never shown with this one's name.
  const [fromServer] = useState(() => {
    const row = typeof document === "undefined" ? null : document.getElementById(ROW_ID);
    return row ? { offerId: row.dataset.offerId, html: row.innerHTML } : undefined;
  });
  if (fromServer?.offerId === offerId) {
    return (
      <div
        id={ROW_ID}
        data-offer-id={offerId}
        className="flex gap-2"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this very line, read back from the page.
        dangerouslySetInnerHTML={{ __html: fromServer.html }}
      />
    );
  }
  return (
    <div id={ROW_ID} data-offer-id={offerId} className="flex gap-2">
      <Suspense fallback={null}>
        <FromCatalogue offerId={offerId} />
      </Suspense>
    </div>
  );
}
