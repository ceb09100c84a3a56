import type { ReactNode } from "react";
import type { Application } from "../../content/application-catalogue.js";
import { appPalette } from "./app-palette.js";

/** Spec §9: six screenshots per listing. */
export const SCREENSHOT_COUNT = 6;

type Palette = (typeof appPalette)[keyof typeof appPalette];
const ink = "#334155";
const faint = "#cbd5e1";

const line = (x: number, y: number, width: number, fill = faint) => (
  <rect key={`${x}-${y}`} x={x} y={y} width={width} height="8" rx="4" fill={fill} />
);

const bars = [90, 140, 60, 170, 120, 150, 100, 180, 130, 160].map((height, i) => ({
  x: 56 + i * 54,
  height,
  strong: i % 3 === 0,
}));

/** Six screen layouts (dashboard, list, gallery, detail, chart, settings), coloured by the app's accent. */
const screens: ((palette: Palette) => ReactNode)[] = [
  (p) => (
    <>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <rect x={24 + i * 200} y="68" width="184" height="86" rx="12" fill="#ffffff" />
          {line(40 + i * 200, 88, 70)}
          <rect x={40 + i * 200} y="108" width={60 + i * 18} height="22" rx="6" fill={i === 0 ? p.mid : p.light} />
        </g>
      ))}
      <rect x="24" y="170" width="592" height="206" rx="12" fill="#ffffff" />
      {bars.map((bar) => (
        <rect
          key={bar.x}
          x={bar.x}
          y={356 - bar.height}
          width="30"
          height={bar.height}
          rx="6"
          fill={bar.strong ? p.dark : p.mid}
        />
      ))}
    </>
  ),
  (p) => (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          <rect x="24" y={64 + i * 64} width="592" height="54" rx="12" fill="#ffffff" />
          <circle cx="56" cy={91 + i * 64} r="16" fill={i % 2 ? p.light : p.mid} />
          {line(86, 80 + i * 64, 180, ink)}
          {line(86, 96 + i * 64, 260)}
          <rect x="540" y={80 + i * 64} width="56" height="22" rx="11" fill={p.light} />
        </g>
      ))}
    </>
  ),
  (p) => (
    <>
      {[0, 1, 2, 3, 4, 5].map((i) => {
        const x = 24 + (i % 3) * 200;
        const y = 64 + Math.floor(i / 3) * 160;
        return (
          <g key={i}>
            <rect x={x} y={y} width="184" height="148" rx="12" fill="#ffffff" />
            <rect
              x={x + 10}
              y={y + 10}
              width="164"
              height="84"
              rx="8"
              fill={i % 2 ? p.mid : p.dark}
              opacity={0.35 + (i % 3) * 0.25}
            />
            {line(x + 12, y + 108, 120, ink)}
            {line(x + 12, y + 126, 80)}
          </g>
        );
      })}
    </>
  ),
  (p) => (
    <>
      <rect x="24" y="64" width="360" height="312" rx="14" fill={p.mid} />
      <circle cx="300" cy="130" r="60" fill="#ffffff" opacity="0.2" />
      <path
        d="M24 330l110-110 80 80 60-50 110 90v26a14 14 0 01-14 14H38a14 14 0 01-14-14z"
        fill={p.dark}
        opacity="0.7"
      />
      <rect x="400" y="64" width="216" height="312" rx="14" fill="#ffffff" />
      {line(420, 88, 150, ink)}
      {[112, 130, 148, 166, 184, 202].map((y) => line(420, y, y % 36 ? 176 : 130))}
      <rect x="420" y="318" width="176" height="38" rx="10" fill={p.dark} />
    </>
  ),
  (p) => (
    <>
      <rect x="24" y="64" width="592" height="312" rx="14" fill="#ffffff" />
      {[120, 180, 240, 300].map((y) => (
        <rect key={y} x="48" y={y} width="544" height="1.5" fill="#e2e8f0" />
      ))}
      <path
        d="M48 300 L120 260 L192 280 L264 200 L336 220 L408 150 L480 170 L552 110 L592 120 L592 340 L48 340Z"
        fill={p.light}
      />
      <path
        d="M48 300 L120 260 L192 280 L264 200 L336 220 L408 150 L480 170 L552 110 L592 120"
        fill="none"
        stroke={p.dark}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      {line(48, 84, 140, ink)}
      <rect x="500" y="78" width="92" height="22" rx="11" fill={p.mid} />
    </>
  ),
  (p) => (
    <>
      <rect x="24" y="64" width="592" height="312" rx="14" fill="#ffffff" />
      {[0, 1, 2, 3, 4].map((i) => (
        <g key={i}>
          {line(48, 92 + i * 58, 200 - i * 12, ink)}
          {line(48, 108 + i * 58, 280)}
          <rect x="528" y={90 + i * 58} width="56" height="28" rx="14" fill={i % 2 ? faint : p.mid} />
          <circle cx={i % 2 ? 542 : 570} cy={104 + i * 58} r="11" fill="#ffffff" />
        </g>
      ))}
    </>
  ),
];

/** A screenshot of the app, drawn by us: nothing downloaded, nothing hot-linked. */
export function AppScreenshot({
  application,
  index,
  className,
  decorative = false,
}: {
  application: Application;
  index: number;
  className: string;
  /** A thumbnail inside a labelled button: the picture itself says nothing more. */
  decorative?: boolean;
}) {
  const palette = appPalette[application.accentColor];
  const draw = screens[index % screens.length] ?? screens[0];
  const picture = (
    <>
      <rect width="640" height="400" fill={palette.light} />
      <rect width="640" height="48" fill={palette.dark} />
      {decorative ? (
        // A thumbnail is too small to read, and text in it would contradict its button's name (WCAG 2.5.3).
        <rect x="24" y="17" width="120" height="14" rx="7" fill="#ffffff" opacity="0.85" />
      ) : (
        <text x="24" y="31" fontFamily="system-ui, sans-serif" fontSize="18" fontWeight="700" fill="#ffffff">
          {application.title}
        </text>
      )}
      <circle cx="584" cy="24" r="10" fill="#ffffff" opacity="0.35" />
      <circle cx="612" cy="24" r="10" fill="#ffffff" opacity="0.6" />
      {draw?.(palette)}
    </>
  );
  if (decorative) {
    return (
      <svg viewBox="0 0 640 400" aria-hidden="true" className={className}>
        {picture}
      </svg>
    );
  }
  return (
    <svg
      viewBox="0 0 640 400"
      role="img"
      aria-label={`Capture d'écran ${index + 1} sur ${SCREENSHOT_COUNT} de ${application.title}`}
      className={className}
    >
      {picture}
    </svg>
  );
}
