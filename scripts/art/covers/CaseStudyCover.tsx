import type { Expertise } from "@content";

/** Dark and light stops of each expertise colour (Tailwind's 900 and 600), so a cover matches its pole's pages. */
const coverColours: Record<Expertise["color"], [string, string]> = {
  blue: ["#1e3a8a", "#2563eb"],
  violet: ["#4c1d95", "#7c3aed"],
  indigo: ["#312e81", "#4f46e5"],
  rose: ["#881337", "#e11d48"],
  sky: ["#0c4a6e", "#0284c7"],
  amber: ["#78350f", "#d97706"],
  emerald: ["#064e3b", "#059669"],
};

/** A stable number from the slug: each cover gets its own arrangement, the same at every build. */
function seedOf(text: string): number {
  let seed = 7;
  for (const char of text) seed = (seed * 31 + char.charCodeAt(0)) % 100_003;
  return seed;
}

/**
 * A case study's cover (800 × 450): its main expertise's gradient, a rising chart of bars for the measured
 * results, and rings placed from the slug. Abstract on purpose: no fake screenshot of a client's product.
 */
export function CaseStudyCover({ slug, colour, title }: { slug: string; colour: Expertise["color"]; title: string }) {
  const [dark, light] = coverColours[colour];
  const seed = seedOf(slug);
  const bars = Array.from({ length: 7 }, (_, index) => ({
    x: 70 + index * 56,
    height: 60 + index * 28 + ((seed >> index) % 5) * 14,
    opacity: 0.25 + index * 0.1,
  }));
  const ringX = 520 + (seed % 200);
  const ringY = 90 + (seed % 120);
  const gradient = `cover-${slug}`;
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" role="img">
      <title>{title}</title>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={dark} />
          <stop offset="1" stopColor={light} />
        </linearGradient>
      </defs>
      <rect width="800" height="450" fill={`url(#${gradient})`} />
      <g fill="none" stroke="#fff" strokeOpacity="0.18" strokeWidth="2">
        <circle cx={ringX} cy={ringY} r="70" />
        <circle cx={ringX} cy={ringY} r="120" />
        <circle cx={ringX} cy={ringY} r="170" />
      </g>
      <g fill="#fff">
        {bars.map((bar) => (
          <rect
            key={bar.x}
            x={bar.x}
            y={400 - bar.height}
            width="36"
            height={bar.height}
            rx="8"
            fillOpacity={bar.opacity}
          />
        ))}
      </g>
      <path
        d={`M${bars.map((bar) => `${bar.x + 18} ${400 - bar.height - 20}`).join(" L")}`}
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
