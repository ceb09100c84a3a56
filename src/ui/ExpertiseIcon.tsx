import type { Expertise } from "@content";
import { LineIcon } from "./icons.js";

type IconKey = Expertise["icon"];

/** Our own line icons, one per expertise icon key of the content model (24×24, stroke = currentColor). */
const paths: Record<IconKey, string> = {
  code: "M8 8l-4 4 4 4M16 8l4 4-4 4M13.5 5l-3 14",
  palette:
    "M12 3a9 9 0 100 18c1.1 0 1.5-.8 1.5-1.5 0-.9-.7-1.3-.7-2.2 0-.8.7-1.3 1.5-1.3H16a5 5 0 005-5c0-4.4-4-8-9-8zM7.5 11.5h.01M10 7.5h.01M14.5 7.5h.01M17 11h.01",
  server: "M4 5h16v5H4zM4 14h16v5H4zM8 7.5h.01M8 16.5h.01M12 7.5h5M12 16.5h5",
  shield: "M12 3l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V6l7-3zM9 12l2 2 4-4",
  cloud: "M7 18a4 4 0 01-.5-8A6 6 0 0118 9a4.5 4.5 0 01-.5 9H7z",
  plug: "M9 3v5M15 3v5M6 8h12v3a6 6 0 01-12 0V8zM12 17v4",
  brain:
    "M9.5 4A2.5 2.5 0 007 6.5 3 3 0 004.5 10a3 3 0 00.5 5.5A3 3 0 009.5 20V4zM14.5 4A2.5 2.5 0 0117 6.5a3 3 0 012.5 3.5 3 3 0 01-.5 5.5 3 3 0 01-4.5 4.5V4z",
};

export function ExpertiseIcon({ icon, className = "h-6 w-6" }: { icon: IconKey; className?: string }) {
  return <LineIcon d={paths[icon]} className={className} />;
}
