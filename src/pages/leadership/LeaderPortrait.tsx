import { type Leader, ofName } from "../../content/leader-directory.js";

/** Backgrounds of the placeholder portrait, picked by grid position so neighbours differ. */
const backdrops = [
  ["#1e1b4b", "#4f46e5"],
  ["#0f172a", "#0e7490"],
  ["#312e81", "#7c3aed"],
  ["#134e4a", "#0f766e"],
] as const;

/** Our own placeholder portrait: a head-and-shoulders silhouette on a gradient. */
function PlaceholderPortrait({ leader, className }: { leader: Leader; className: string }) {
  const [from, to] = backdrops[(leader.order - 1) % backdrops.length] ?? backdrops[0];
  const gradientId = `portrait-${leader.id}`;
  return (
    <svg viewBox="0 0 300 360" role="img" aria-label={`Portrait ${ofName(leader.name)}`} className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="300" height="360" fill={`url(#${gradientId})`} />
      <circle cx="240" cy="60" r="90" fill="#ffffff" opacity="0.06" />
      <circle cx="150" cy="140" r="58" fill="#ffffff" opacity="0.85" />
      <path d="M40 360c0-78 49-130 110-130s110 52 110 130z" fill="#ffffff" opacity="0.85" />
    </svg>
  );
}

export function LeaderPortrait({ leader, className }: { leader: Leader; className: string }) {
  if (leader.image) {
    return <img src={leader.image} alt={`Portrait ${ofName(leader.name)}`} className={`object-cover ${className}`} />;
  }
  return <PlaceholderPortrait leader={leader} className={className} />;
}
