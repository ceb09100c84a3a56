import type { OfferGroup } from "@content";
import { LineIcon } from "../../ui/icons.js";

/** Our own 24×24 line icons for the Start & Scale page (stroke = currentColor). */
const paths = {
  code: "M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14",
  wordpress: "M12 3a9 9 0 110 18 9 9 0 010-18zM5 8.5l4.5 11M8 8.5h3M10 8.5l3.5 10 3-9.5M14.5 8.5h3M19 10.5l-2.5 8",
  "shopping-bag": "M6 7h12l1 13H5L6 7zM9 10V6a3 3 0 016 0v4",
  tag: "M3 12V4h8l10 10-8 8L3 12zM7.5 7.5h.01",
  star: "M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.6 6.6 19.5l1.2-6-4.5-4.2 6.1-.7L12 3z",
  bolt: "M13 3L5 14h6l-1 7 8-11h-6l1-7z",
  lifebuoy:
    "M12 3a9 9 0 110 18 9 9 0 010-18zM12 8a4 4 0 110 8 4 4 0 010-8zM5.6 5.6l3.6 3.6M14.8 14.8l3.6 3.6M18.4 5.6l-3.6 3.6M9.2 14.8l-3.6 3.6",
  growth: "M4 19h16M6 15l4-4 3 3 6-6M15 8h4v4",
  shield: "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4",
  check: "M5 12.5l4.5 4.5L19 7.5",
  clock: "M12 3a9 9 0 110 18 9 9 0 010-18zM12 7v5l3 2",
  headset: "M4 14v-2a8 8 0 0116 0v2M4 14h3v5H5a1 1 0 01-1-1v-4zM20 14h-3v5h2a1 1 0 001-1v-4zM17 19c0 1-1.5 2-5 2",
  gift: "M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7zM12 7c1.5-3 5-3.5 5-1.5S14 7 12 7z",
  award: "M12 3a6 6 0 110 12 6 6 0 010-12zM8.5 14L7 21l5-3 5 3-1.5-7",
  graduation: "M3 9l9-5 9 5-9 5-9-5zM7 11.5V16c0 1.5 2.5 3 5 3s5-1.5 5-3v-4.5M21 9v5",
  close: "M6 6l12 12M18 6L6 18",
  arrow: "M5 12h14M13 6l6 6-6 6",
} as const;

export type StartScaleIconName = keyof typeof paths | OfferGroup["icon"];

export function StartScaleIcon({ name, className = "h-5 w-5" }: { name: StartScaleIconName; className?: string }) {
  return <LineIcon d={paths[name]} className={className} />;
}
