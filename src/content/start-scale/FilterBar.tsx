import { messages } from "../../shared/messages/catalogue.js";
import { type OfferFilterId, offerFilterIds, offerFilterLabels, offersFoundLabel } from "../offer-filters.js";

interface FilterBarProps {
  active: OfferFilterId;
  counts: Record<OfferFilterId, number>;
  shown: number;
  onChange: (filter: OfferFilterId) => void;
}

/** One filter active at a time; each button shows how many offers it would show when above 0. */
export function FilterBar({ active, counts, shown, onChange }: FilterBarProps) {
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{messages.startScale.filterLabel}</legend>
        {offerFilterIds.map((filter) => {
          const pressed = filter === active;
          return (
            <button
              key={filter}
              type="button"
              aria-pressed={pressed}
              data-filter={filter}
              onClick={() => onChange(filter)}
              className={`inline-flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
                pressed
                  ? "border-brand-700 bg-brand-700 text-white shadow-sm"
                  : "border-slate-300 bg-white text-slate-700 hover:border-brand-500 hover:text-brand-700"
              }`}
            >
              {offerFilterLabels[filter]}
              {counts[filter] > 0 && (
                <span
                  data-testid="filter-count"
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                    pressed ? "bg-white/20 text-white" : "bg-slate-100 text-slate-700"
                  }`}
                >
                  {counts[filter]}
                </span>
              )}
            </button>
          );
        })}
      </fieldset>
      <p aria-live="polite" className="shrink-0 text-sm font-semibold text-slate-700">
        {offersFoundLabel(shown)}
      </p>
    </div>
  );
}
