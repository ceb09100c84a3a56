import type { Expertise } from "@content";
import { ExpertiseIcon } from "../../../ui/ExpertiseIcon.js";
import { expertiseTheme } from "../../../ui/expertise-theme.js";

/** The selected pillar's picture: our own composition of its colour, its icon and a few orbits. */
export function PillarArtwork({ pillar }: { pillar: Expertise }) {
  return (
    <div
      aria-hidden="true"
      className={`relative isolate flex aspect-[4/3] items-center justify-center overflow-hidden rounded-3xl bg-linear-to-br text-white shadow-xl ${expertiseTheme[pillar.color].gradient}`}
    >
      <svg
        viewBox="0 0 400 300"
        width="400"
        height="300"
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 -z-10 h-full w-full"
        fill="none"
      >
        <circle cx="200" cy="150" r="70" stroke="white" strokeOpacity="0.25" />
        <circle cx="200" cy="150" r="110" stroke="white" strokeOpacity="0.15" />
        <circle cx="200" cy="150" r="150" stroke="white" strokeOpacity="0.1" />
        <circle cx="310" cy="150" r="6" fill="white" fillOpacity="0.7" />
        <circle cx="110" cy="80" r="4" fill="white" fillOpacity="0.5" />
        <circle cx="150" cy="255" r="5" fill="white" fillOpacity="0.4" />
      </svg>
      <span className="flex h-28 w-28 items-center justify-center rounded-3xl bg-white/15 ring-1 ring-white/30 backdrop-blur">
        <ExpertiseIcon icon={pillar.icon} className="h-14 w-14" />
      </span>
    </div>
  );
}
