import type { PromoBanner } from "@content";
import promoBannersJson from "@content/PromoBanner/_index.json";
import { Link } from "wouter";
import { orderedCollection } from "./ordered-collection.js";

const banners = orderedCollection<PromoBanner>(promoBannersJson);

/** Each theme's own background (gradients and a light pattern in src/styles/artwork.css) and eyebrow colours. */
const themes: Record<PromoBanner["theme"], { background: string; eyebrow: string }> = {
  talent: { background: "promo-art-talent", eyebrow: "bg-amber-300 text-amber-950" },
  ai: { background: "promo-art-ai", eyebrow: "bg-emerald-300 text-emerald-950" },
  cloud: { background: "promo-art-cloud", eyebrow: "bg-sky-300 text-sky-950" },
};

/**
 * The three promotional banners (home page and /blog), each with its links (content/promo-banners).
 * `headingLevel` keeps the page outline right where the block sits.
 */
export function PromoBanners({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {banners.map((banner) => (
        <li
          key={banner.id}
          data-testid="promo-banner"
          className={`on-dark flex min-h-80 flex-col rounded-3xl p-7 text-white shadow-xl ${themes[banner.theme].background}`}
        >
          <p
            className={`self-start rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${themes[banner.theme].eyebrow}`}
          >
            {banner.eyebrow}
          </p>
          <Heading className="mt-5 text-2xl font-bold tracking-tight text-balance">{banner.title}</Heading>
          <p className="mt-3 text-white/90">{banner.text}</p>
          <div className="mt-auto flex flex-wrap gap-3 pt-8">
            {banner.buttons.map(({ label, href }, index) => (
              <Link
                key={label}
                href={href}
                className={
                  index === 0
                    ? "rounded-full bg-white px-5 py-2.5 text-sm font-semibold text-slate-900 transition hover:bg-white/90"
                    : "rounded-full px-5 py-2.5 text-sm font-semibold text-white ring-1 ring-white/60 transition hover:bg-white/10"
                }
              >
                {label}
              </Link>
            ))}
          </div>
        </li>
      ))}
    </ul>
  );
}
