import { useState } from "react";
import { Link } from "wouter";
import { messages } from "../../shared/messages/catalogue.js";
import { type AppBanner, applicationPath, findApplication } from "../application-catalogue.js";
import { AppIcon } from "./AppIcon.js";
import { AppScreenshot } from "./AppScreenshot.js";
import { appPalette } from "./app-palette.js";

function Arrow({ direction }: { direction: "left" | "right" }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" className="h-5 w-5">
      <path d={direction === "left" ? "M15 6l-6 6 6 6" : "M9 6l6 6-6 6"} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The three banners, one shown at a time; previous and next wrap around. */
export function BannerCarousel({ banners }: { banners: readonly AppBanner[] }) {
  const [index, setIndex] = useState(0);
  const banner = banners[index];
  if (!banner) return null;
  const application = findApplication(banner.application);
  const palette = appPalette[banner.accentColor];
  const step = (delta: number) => setIndex((current) => (current + delta + banners.length) % banners.length);

  return (
    <section
      aria-roledescription={messages.common.carouselCaption}
      aria-label={messages.appListings.featuredLabel}
      className="relative"
    >
      <div
        aria-live="polite"
        data-testid="banner-slide"
        className={`relative grid min-h-80 overflow-hidden rounded-3xl bg-linear-135 text-white md:grid-cols-2 ${palette.banner}`}
      >
        <div className="relative z-10 flex flex-col justify-center p-8 sm:p-12">
          <p className="text-sm font-semibold uppercase tracking-widest text-white/80">
            {messages.appListings.featuredLabel}
            <span className="sr-only">{messages.appListings.bannerOfCaption(index + 1, banners.length)}</span>
          </p>
          <h2 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{banner.title}</h2>
          <p className="mt-3 text-lg font-medium text-white/90">{banner.subtitle}</p>
          <div
            className="mt-3 text-white"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the banner's MDX body, rendered to HTML at build time from our own content.
            dangerouslySetInnerHTML={{ __html: banner.html }}
          />
          {application && (
            <Link
              href={applicationPath(application.title)}
              className="mt-6 inline-flex w-fit items-center gap-2 rounded-xl bg-white px-5 py-3 text-sm font-bold text-slate-900 hover:bg-slate-100"
            >
              {messages.appListings.discoverAppLink(application.title)}
            </Link>
          )}
        </div>
        {application && (
          <div aria-hidden="true" className="relative hidden items-center justify-center p-10 md:flex">
            <AppScreenshot
              application={application}
              index={0}
              decorative
              className="h-auto w-40 rotate-3 rounded-[1.5rem] shadow-2xl ring-4 ring-white/25"
            />
            <AppIcon
              application={application}
              className="absolute bottom-8 left-6 h-20 w-20 -rotate-6 drop-shadow-xl"
            />
          </div>
        )}
      </div>

      <div className="mt-4 flex items-center justify-between gap-4">
        <div className="flex gap-2" aria-hidden="true">
          {banners.map((other, dot) => (
            <span
              key={other.id}
              className={`h-2 rounded-full transition-all ${dot === index ? "w-8 bg-brand-700" : "w-2 bg-slate-300"}`}
            />
          ))}
        </div>
        <div className="flex gap-2">
          <button
            type="button"
            onClick={() => step(-1)}
            aria-label={messages.appListings.previousBannerLabel}
            className="rounded-full border border-slate-300 bg-white p-2.5 text-slate-700 hover:border-brand-500 hover:text-brand-700"
          >
            <Arrow direction="left" />
          </button>
          <button
            type="button"
            onClick={() => step(1)}
            aria-label={messages.appListings.nextBannerLabel}
            className="rounded-full border border-slate-300 bg-white p-2.5 text-slate-700 hover:border-brand-500 hover:text-brand-700"
          >
            <Arrow direction="right" />
          </button>
        </div>
      </div>
    </section>
  );
}
