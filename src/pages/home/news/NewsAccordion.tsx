import { useId, useState } from "react";
import type { NewsItem } from "./news.js";
import { newsArtworkClass } from "./news-artwork.js";

/**
 * From 768 px: the five cards side by side, one expanded at a time (initially the first).
 * Each card's title is the accordion button (WAI accordion pattern: heading > button).
 */
export function NewsAccordion({ items }: { items: readonly NewsItem[] }) {
  const [expandedId, setExpandedId] = useState(items[0]?.id);
  const baseId = useId();
  return (
    <div data-testid="news-accordion" className="hidden h-[30rem] gap-3 md:flex">
      {items.map((item) => {
        const expanded = item.id === expandedId;
        const panelId = `${baseId}-${item.id}`;
        return (
          <article
            key={item.id}
            data-expanded={expanded}
            className={`on-dark relative isolate flex min-w-0 flex-col justify-end overflow-hidden rounded-3xl text-white shadow-lg transition-[flex-grow] duration-500 ease-out ${expanded ? "grow-[4]" : "grow"} basis-0 ${newsArtworkClass[item.artwork]}`}
          >
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-linear-to-t from-brand-950/95 via-brand-950/60 to-brand-950/10"
            />
            <h3 className="p-5 pb-0">
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setExpandedId(item.id)}
                className="group block w-full rounded-xl text-left"
              >
                <span className="inline-block rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide text-white ring-1 ring-white/25 backdrop-blur">
                  {item.label}
                </span>
                <span
                  className={`mt-3 block font-semibold tracking-tight group-hover:underline ${expanded ? "text-2xl lg:text-3xl" : "line-clamp-4 text-base"}`}
                >
                  {item.title}
                </span>
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} className="p-5 pt-3">
              <p className="text-lg font-medium text-brand-100">{item.subtitle}</p>
              <div
                className="mt-3 line-clamp-5 max-w-xl space-y-3 text-sm text-brand-100 lg:line-clamp-none"
                // biome-ignore lint/security/noDangerouslySetInnerHtml: MDX rendered to HTML at build time from our own content.
                dangerouslySetInnerHTML={{ __html: item.html }}
              />
            </div>
          </article>
        );
      })}
    </div>
  );
}
