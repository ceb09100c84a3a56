import { messages } from "../../shared/messages/catalogue.js";
import type { Leader } from "../leader-directory.js";

/**
 * Where the build's drawing script (scripts/art) writes a leader's portrait, and its size: the script reads
 * these too, so the <img> always names a file that exists, with its true proportions.
 */
export const PORTRAIT_SIZE = { width: 300, height: 360 } as const;
export const leaderPortraitPath = (leaderId: string): string => `/media/art/leaders/${leaderId}.svg`;

/** « Portrait illustré d'Antoine Delorme »: the alt text where the portrait stands on its own. */
export const portraitAlt = (leader: Leader): string => messages.leaders.portraitLabel(leader.name);

/**
 * A leader's illustrated portrait, drawn at build time from the leader's front matter (scripts/art/portraits).
 * `decorative` where the name is written beside it (a card, the quote's caption): the picture adds nothing a
 * screen reader should repeat. Sized, so the page does not move as it arrives; `eager` only above the fold.
 */
export function LeaderPortrait({
  leader,
  className,
  decorative = false,
  loading = "lazy",
}: {
  leader: Leader;
  className: string;
  decorative?: boolean;
  loading?: "lazy" | "eager";
}) {
  return (
    <img
      src={leaderPortraitPath(leader.id)}
      width={PORTRAIT_SIZE.width}
      height={PORTRAIT_SIZE.height}
      alt={decorative ? "" : portraitAlt(leader)}
      loading={loading}
      decoding="async"
      className={`object-cover ${className}`}
    />
  );
}
