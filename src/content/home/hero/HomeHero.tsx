import { useRef, useState } from "react";
import { Link } from "wouter";
import { useSiteSettings } from "../../../app/site-settings.js";
import { contactLink } from "../../../requests/shared/request-links.js";
import { messages } from "../../../shared/messages/catalogue.js";
import { brand } from "../../../shared/site/brand.js";
import { Container } from "../../../ui/Container.js";
import { Icon } from "../../../ui/icons.js";
import { usePrefersReducedMotion } from "../../../ui/use-reduced-motion.js";

/** Our own media (scripts/media/make-hero-video.ts): 960×540, a few dozen kilobytes each. */
const POSTER = { src: "/media/hero-poster.webp", width: 960, height: 540 };

/**
 * The landing hero. The poster is an ordinary <img> in the prerendered HTML: it is the largest
 * paint and has its size, so nothing shifts. The looping video is added only after hydration,
 * and only when the visitor has not asked for reduced motion, so it never delays the first paint.
 * It loops for more than five seconds, so a button pauses it (WCAG 2.2.2).
 */
export function HomeHero() {
  const { appsSiteUrl } = useSiteSettings();
  const reducedMotion = usePrefersReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  // The button follows what the visitor asked at once, not the media's events: while autoplay is still
  // starting (a slow connection, a busy machine) the video is not yet playing, and "pause" means pause.
  function togglePlayback() {
    const element = video.current;
    if (!element) return;
    if (paused) {
      setPaused(false);
      void element.play().catch(() => setPaused(true));
    } else {
      setPaused(true);
      element.pause();
    }
  }
  return (
    <section
      aria-labelledby="hero-title"
      className="on-dark relative isolate -mt-header flex min-h-[36rem] items-center overflow-hidden bg-brand-950 pt-header text-white md:min-h-[min(46rem,92svh)]"
    >
      <img
        src={POSTER.src}
        width={POSTER.width}
        height={POSTER.height}
        alt=""
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
      />
      {reducedMotion === false ? (
        // biome-ignore lint/a11y/noAriaHiddenOnFocusable: no controls, so not focusable; the moving backdrop says nothing.
        <video
          ref={video}
          onPlay={() => setPaused(false)}
          onPause={() => setPaused(true)}
          data-testid="hero-video"
          className="absolute inset-0 -z-20 h-full w-full animate-fade-in object-cover"
          autoPlay
          muted
          loop
          playsInline
          poster={POSTER.src}
          width={POSTER.width}
          height={POSTER.height}
          aria-hidden="true"
        >
          <source src="/media/hero.webm" type="video/webm" />
          <source src="/media/hero.mp4" type="video/mp4" />
        </video>
      ) : null}
      {reducedMotion === false ? (
        <button
          type="button"
          onClick={togglePlayback}
          aria-label={paused ? messages.home.playVideoLabel : messages.home.pauseVideoLabel}
          className="absolute right-4 bottom-4 z-10 inline-flex h-10 w-10 items-center justify-center rounded-full bg-brand-950/60 text-white ring-1 ring-white/30 backdrop-blur transition hover:bg-brand-950/80 sm:right-6 sm:bottom-6"
        >
          <Icon name={paused ? "play" : "pause"} className="h-5 w-5" />
        </button>
      ) : null}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-r from-brand-950/95 via-brand-950/70 to-brand-950/20"
      />
      <Container className="py-16 md:py-24">
        <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100 ring-1 ring-white/15 backdrop-blur">
          <span className="h-2 w-2 rounded-full bg-emerald-400" aria-hidden="true" />
          {messages.home.heroEyebrowCaption}
        </p>
        <h1
          id="hero-title"
          className="mt-6 max-w-3xl text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
        >
          {brand.tagline}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-brand-100 sm:text-xl">{messages.home.heroLead}</p>
        <div className="mt-10 flex flex-wrap items-center gap-4">
          <Link
            href={contactLink({ type: "quote", sourcePage: "/" })}
            className="inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 font-semibold text-brand-950 shadow-lg shadow-brand-950/30 transition hover:bg-brand-100"
          >
            {messages.common.projectLink}
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
          <a
            href={appsSiteUrl}
            target="_blank"
            rel="noopener"
            className="inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/40 transition hover:bg-white/10"
          >
            {messages.home.discoverLink}
            <span className="sr-only">{` ${messages.common.newTabLabel}`}</span>
            <Icon name="arrowUpRight" className="h-4 w-4" />
          </a>
          <Link
            href="/expertises"
            className="inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-white ring-1 ring-white/40 transition hover:bg-white/10"
          >
            {messages.common.ourExpertisesTitle}
            <Icon name="arrowRight" className="h-4 w-4" />
          </Link>
        </div>
      </Container>
    </section>
  );
}
