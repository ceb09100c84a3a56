import { useId } from "react";
import type { Application } from "../application-catalogue.js";
import { appPalette } from "./app-palette.js";

/** An app's icon, drawn from its accent colour and initial (decorative: the title is always beside it). */
export function AppIcon({ application, className }: { application: Application; className: string }) {
  const gradient = useId();
  const palette = appPalette[application.accentColor];
  return (
    <svg viewBox="0 0 96 96" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palette.mid} />
          <stop offset="1" stopColor={palette.dark} />
        </linearGradient>
      </defs>
      <rect width="96" height="96" rx="22" fill={`url(#${gradient})`} />
      <circle cx="76" cy="18" r="26" fill="#ffffff" opacity="0.12" />
      <text
        x="48"
        y="64"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="46"
        fontWeight="800"
        fill="#ffffff"
      >
        {application.title.charAt(0)}
      </text>
    </svg>
  );
}
