import { formatEuros, formatExcludingTax, formatIncludingTax } from "../../shared/locale-text/numbers.js";
import { messages } from "../../shared/messages/catalogue.js";
import { type Totals, VAT_RATE_PERCENT } from "../../shared/money.js";
import type { BasketLine } from "./basket-lines.js";

/** The basket's lines (name, delivery time, price, remove) and its totals excluding VAT, VAT and including VAT. */
export function BasketTable({
  lines,
  totals,
  onRemove,
}: {
  lines: readonly BasketLine[];
  totals: Totals;
  onRemove?: (offerId: string) => void;
}) {
  return (
    <div className="space-y-6">
      <ul className="divide-y divide-slate-200" aria-label={messages.basket.linesLabel}>
        {lines.map((line) => (
          <li key={line.offerId} data-testid="basket-line" className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4">
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900">{line.name}</p>
              <p className="text-sm text-slate-600">{messages.basket.deliveryTimeCaption(line.deliveryTime)}</p>
            </div>
            <p className="font-semibold whitespace-nowrap text-slate-900">
              {formatExcludingTax(line.priceExcludingTax)}
            </p>
            {onRemove ? (
              <button
                type="button"
                onClick={() => onRemove(line.offerId)}
                aria-label={messages.basket.removeLabel(line.name)}
                className="rounded-lg px-2 py-1 text-sm font-semibold text-red-700 underline-offset-4 hover:underline"
              >
                {messages.basket.removeButton}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <dl data-testid="basket-totals" className="ml-auto max-w-xs space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{messages.basket.totalExcludingTaxLabel}</dt>
          <dd className="font-semibold text-slate-900">{formatExcludingTax(totals.totalExcludingTax)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{messages.basket.vatLabel(VAT_RATE_PERCENT)}</dt>
          <dd className="font-semibold text-slate-900">{formatEuros(totals.vat)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 text-base">
          <dt className="font-semibold text-slate-900">{messages.basket.totalIncludingTaxLabel}</dt>
          <dd className="font-bold text-slate-900">{formatIncludingTax(totals.totalIncludingTax)}</dd>
        </div>
      </dl>
    </div>
  );
}
