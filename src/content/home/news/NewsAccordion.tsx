import { useId, useState } from "react";
import { Link } from "wouter";
import { messages } from "../../../shared/messages/catalogue.js";
import { Icon } from "../../../ui/icons.js";
import { type ArticleSummary, articlePath, coverImage } from "../../blog/articles.js";
import { articleLabelNames } from "../../shared/article-label-names.js";

/**
 * From 768 px, one card expanded at a time (initially the first): stacked below 1280 px, side by side from
 * there. Side by side below 1280 px, a folded card is under 90 px wide, too narrow for its label or a title's
 * longest word, which it cut; stacked, a folded card is a full-width strip. Titles wrap only between words
 * (no hyphenation, no line clamp), so no word is ever cut or clipped. Each card's title is the accordion
 * button (WAI accordion pattern: heading > button); the expanded card links to its article.
 */
export function NewsAccordion({ items }: { items: readonly ArticleSummary[] }) {
  const [expandedId, setExpandedId] = useState(items[0]?.id);
  const baseId = useId();
  return (
    <div data-testid="news-accordion" className="hidden gap-3 md:flex md:flex-col xl:h-[30rem] xl:flex-row">
      {items.map((item) => {
        const expanded = item.id === expandedId;
        const panelId = `${baseId}-${item.id}`;
        return (
          <article
            key={item.id}
            data-expanded={expanded}
            className={`on-dark relative isolate flex min-w-0 flex-col justify-end overflow-hidden rounded-3xl text-white shadow-lg xl:basis-0 xl:transition-[flex-grow] xl:duration-500 xl:ease-out ${expanded ? "min-h-[22rem] xl:min-h-0 xl:grow-[4]" : "xl:grow"}`}
          >
            <img
              alt=""
              {...coverImage(item.id)}
              className="absolute inset-0 -z-20 h-full w-full object-cover object-[70%_50%]"
            />
            <div
              aria-hidden="true"
              className="absolute inset-0 -z-10 bg-linear-to-t from-brand-950/95 via-brand-950/60 to-brand-950/10"
            />
            <h3 className={expanded ? "p-5 pb-0" : "p-4"}>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setExpandedId(item.id)}
                className={`group flex w-full flex-col items-start gap-3 rounded-xl text-left ${expanded ? "" : "max-xl:flex-row max-xl:items-center"}`}
              >
                <span className="inline-block shrink-0 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide text-white ring-1 ring-white/25 backdrop-blur">
                  {articleLabelNames[item.label]}
                </span>
                <span
                  className={`block font-semibold tracking-tight group-hover:underline ${expanded ? "text-2xl lg:text-3xl" : "text-base"}`}
                >
                  {item.title}
                </span>
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} className="p-5 pt-3">
              <p className="max-w-xl text-lg font-medium text-brand-100">{item.summary}</p>
              <p className="mt-2 text-sm text-brand-100">
                <time dateTime={item.date.slice(0, 10)}>{item.dateText}</time>
              </p>
              <Link
                href={articlePath(item.id)}
                className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-950 transition hover:bg-brand-100"
              >
                {messages.home.readArticleLink}
                <span className="sr-only"> : {item.title}</span>
                <Icon name="arrowRight" className="h-4 w-4" />
              </Link>
            </div>
          </article>
        );
      })}
    </div>
  );
}
