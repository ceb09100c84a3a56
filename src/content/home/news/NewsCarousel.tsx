import { useState } from "react";
import { Link } from "wouter";
import { messages } from "../../../shared/messages/catalogue.js";
import { Icon } from "../../../ui/icons.js";
import { wrapIndex } from "../../../ui/wrap-index.js";
import { type ArticleSummary, articlePath, coverImage } from "../../blog/articles.js";
import { articleLabelNames } from "../../shared/article-label-names.js";
import { useSwipe } from "./use-swipe.js";

const roundButton =
  "inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-slate-900 shadow ring-1 ring-slate-900/10 transition hover:bg-slate-50";

/**
 * Below 768 px: one card at a time. Swipe or drag (over 50 px), the arrows or the dots move it;
 * the index wraps at both ends. Cards out of view are inert, so focus and screen readers stay on
 * the card shown.
 */
export function NewsCarousel({ items }: { items: readonly ArticleSummary[] }) {
  const [index, setIndex] = useState(0);
  const move = (step: number) => setIndex((current) => wrapIndex(current, step, items.length));
  const swipe = useSwipe((direction) => move(-direction));
  return (
    <section
      aria-roledescription={messages.common.carouselCaption}
      aria-label={messages.home.newsEyebrowCaption}
      data-testid="news-carousel"
      className="md:hidden"
    >
      <div {...swipe} className="touch-pan-y overflow-hidden rounded-3xl select-none">
        <div
          className="flex transition-transform duration-300 ease-out"
          // No style on the first slide, which is what the server renders: a style attribute in the page's
          // HTML is refused by the Content-Security-Policy; React sets the later ones through the DOM.
          style={index === 0 ? undefined : { transform: `translateX(-${index * 100}%)` }}
        >
          {items.map((item, itemIndex) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI carousel pattern: each slide is a group with a role description (role=group is not allowed on <article>).
            <div
              key={item.id}
              role="group"
              aria-roledescription={messages.common.slideCaption}
              aria-label={messages.home.newsSlideOfCaption(itemIndex + 1, items.length)}
              aria-hidden={itemIndex !== index}
              inert={itemIndex !== index}
              data-active={itemIndex === index}
              className="on-dark relative isolate flex min-h-[26rem] w-full shrink-0 flex-col justify-end text-white"
            >
              <img
                alt=""
                {...coverImage(item.id)}
                className="absolute inset-0 -z-20 h-full w-full object-cover object-[70%_50%]"
              />
              <div
                aria-hidden="true"
                className="absolute inset-0 -z-10 bg-linear-to-t from-brand-950/95 via-brand-950/65 to-brand-950/10"
              />
              <div className="p-6">
                <span className="inline-block rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-white/25">
                  {articleLabelNames[item.label]}
                </span>
                <h3 className="mt-3 text-2xl font-semibold tracking-tight">{item.title}</h3>
                <p className="mt-2 text-brand-100">{item.summary}</p>
                <Link
                  href={articlePath(item.id)}
                  // A swipe that starts on the link moves the carousel instead of dragging the link away.
                  draggable={false}
                  className="mt-5 inline-flex items-center gap-2 rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-brand-950"
                >
                  {messages.home.readArticleLink}
                  <span className="sr-only">{messages.home.articleTitleCaption(item.title)}</span>
                  <Icon name="arrowRight" className="h-4 w-4" />
                </Link>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-5 flex items-center justify-between gap-4">
        <button
          type="button"
          aria-label={messages.home.previousNewsLabel}
          onClick={() => move(-1)}
          className={roundButton}
        >
          <Icon name="chevronLeft" />
        </button>
        <div className="flex items-center">
          {items.map((item, itemIndex) => (
            <button
              key={item.id}
              type="button"
              aria-label={messages.home.showNewsLabel(itemIndex + 1, articleLabelNames[item.label])}
              aria-current={itemIndex === index}
              onClick={() => setIndex(itemIndex)}
              className="group flex h-11 w-8 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${itemIndex === index ? "w-6 bg-brand-700" : "w-2.5 bg-slate-400 group-hover:bg-slate-500"}`}
              />
            </button>
          ))}
        </div>
        <button type="button" aria-label={messages.home.nextNewsLabel} onClick={() => move(1)} className={roundButton}>
          <Icon name="chevronRight" />
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {messages.home.currentNewsCaption(index + 1, items.length, items[index]?.title ?? "")}
      </p>
    </section>
  );
}
