import { useId } from "react";

/** Orbits and a constellation of linked nodes (the community of "digitalistes"), within x 100–560 and y 290–560. */
const constellation = (
  <>
    <g fill="none" stroke="#ffffff" strokeOpacity="0.18">
      <ellipse cx="330" cy="420" rx="250" ry="92" transform="rotate(-24 330 420)" />
      <ellipse cx="330" cy="420" rx="190" ry="66" transform="rotate(-24 330 420)" />
      <ellipse cx="330" cy="420" rx="130" ry="42" transform="rotate(-24 330 420)" />
    </g>
    <g fill="none" stroke="#c7d2fe" strokeOpacity="0.55" strokeWidth="1.4">
      <path d="M250 470 L318 380 L402 430 L372 520 L250 470 L190 560" />
      <path d="M318 380 L356 300 L430 330 L402 430" />
    </g>
    <g fill="#ffffff">
      <circle cx="250" cy="470" r="6" />
      <circle cx="318" cy="380" r="8" fill="#f0abfc" />
      <circle cx="402" cy="430" r="5" />
      <circle cx="372" cy="520" r="7" fill="#67e8f9" />
      <circle cx="356" cy="300" r="5" />
      <circle cx="430" cy="330" r="4" />
      <circle cx="190" cy="560" r="4" />
    </g>
    <circle cx="318" cy="380" r="18" fill="none" stroke="#f0abfc" strokeOpacity="0.6" />
  </>
);

/**
 * Our own artwork for the account screens: a night-to-violet gradient, orbits and a constellation
 * of linked nodes (the community of "digitalistes"), drawn in SVG so it weighs a few hundred bytes.
 */
export function PromoArtwork({
  className = "",
  withConstellation = true,
}: {
  className?: string;
  /** Off where the constellation is drawn in the flow, beside the text rather than behind it. */
  withConstellation?: boolean;
}) {
  // Each drawing needs its own ids: a gradient defined inside a hidden copy would not paint the visible one.
  const prefix = useId().replace(/[^a-zA-Z0-9]/g, "");
  const id = (name: string) => `${prefix}-${name}`;
  return (
    <svg
      viewBox="0 0 480 640"
      preserveAspectRatio="xMidYMin slice"
      aria-hidden="true"
      focusable="false"
      className={`absolute inset-0 size-full ${className}`}
    >
      <defs>
        <linearGradient id={id("promo-sky")} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0f0d2e" />
          <stop offset="0.55" stopColor="#3730a3" />
          <stop offset="1" stopColor="#a21caf" />
        </linearGradient>
        <radialGradient id={id("promo-glow")} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#f0abfc" stopOpacity="0.75" />
          <stop offset="1" stopColor="#f0abfc" stopOpacity="0" />
        </radialGradient>
        <radialGradient id={id("promo-glow-cool")} cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#67e8f9" stopOpacity="0.55" />
          <stop offset="1" stopColor="#67e8f9" stopOpacity="0" />
        </radialGradient>
        <pattern id={id("promo-dots")} width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill="#ffffff" fillOpacity="0.12" />
        </pattern>
      </defs>
      <rect width="480" height="640" fill={`url(#${id("promo-sky")})`} />
      <rect width="480" height="640" fill={`url(#${id("promo-dots")})`} />
      <circle cx="400" cy="120" r="190" fill={`url(#${id("promo-glow")})`} />
      <circle cx="60" cy="560" r="220" fill={`url(#${id("promo-glow-cool")})`} />
      {withConstellation ? <g transform="translate(90 -190) scale(0.8)">{constellation}</g> : null}
    </svg>
  );
}

/**
 * The constellation alone, cropped to its orbits, to sit in the flow: whatever the panel's height, it stays
 * above the slogan instead of crossing it (docs/0033: its lines ran through the headline at 1280 px).
 */
export function Constellation({ className = "" }: { className?: string }) {
  return (
    <svg viewBox="90 270 500 300" aria-hidden="true" focusable="false" className={className}>
      {constellation}
    </svg>
  );
}
