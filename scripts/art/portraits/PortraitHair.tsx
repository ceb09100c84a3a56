import type { ReactNode } from "react";
import type { hairStyles } from "../../../content-model/portrait.js";
import type { Head } from "./head-geometry.js";
import type { HairPaint } from "./portrait-palette.js";

interface HairLayers {
  /** Drawn before the head: hair that falls behind the face and shoulders. */
  back?: ReactNode;
  /** Drawn over the head. */
  front: ReactNode;
}

type Draw = (head: Head, paint: HairPaint) => HairLayers;

/** A close cut: a cap over the skull with a soft hairline and short sideburns. */
const cap = ({ cx, w, cheekY }: Head, hairline: number, crown: number) =>
  [
    `M${cx - w - 3} ${cheekY + 4}`,
    `C${cx - w - 8} ${crown + 40} ${cx - w + 6} ${crown} ${cx} ${crown}`,
    `C${cx + w - 6} ${crown} ${cx + w + 8} ${crown + 40} ${cx + w + 3} ${cheekY + 4}`,
    `L${cx + w - 3} ${cheekY - 14}`,
    `C${cx + w - 8} ${hairline + 10} ${cx + 22} ${hairline - 2} ${cx} ${hairline}`,
    `C${cx - 22} ${hairline - 2} ${cx - w + 8} ${hairline + 10} ${cx - w + 3} ${cheekY - 14}Z`,
  ].join("");

const styles: Record<(typeof hairStyles)[number], Draw> = {
  "short-crop": (head, paint) => ({
    front: (
      <>
        <path d={cap(head, head.top + 16, head.top - 18)} fill={paint.base} />
        {/* Lighter temples: grey comes there first. */}
        <path
          d={`M${head.cx - head.w - 3} ${head.cheekY + 4}c-3-22 0-40 8-52l6 30zM${head.cx + head.w + 3} ${head.cheekY + 4}c3-22 0-40-8-52l-6 30z`}
          fill={paint.light}
          opacity="0.7"
        />
        <path
          d={`M${head.cx - 30} ${head.top - 8}c16-8 40-8 58 2`}
          fill="none"
          stroke={paint.light}
          strokeWidth="3"
          strokeLinecap="round"
          opacity="0.6"
        />
      </>
    ),
  }),
  "side-part": (head, paint) => ({
    front: (
      <>
        <path d={cap(head, head.top + 12, head.top - 24)} fill={paint.base} />
        <path
          d={`M${head.cx - 18} ${head.top - 22}c20 2 44 12 ${head.w + 8} 40c-10-8-30-16-56-16z`}
          fill={paint.shade}
        />
      </>
    ),
  }),
  "curly-short": (head, paint) => {
    const curls = Array.from({ length: 11 }, (_, i) => {
      const angle = Math.PI * (1.02 + (0.96 * i) / 10);
      return {
        x: head.cx + Math.cos(angle) * (head.w + 2),
        y: head.top + 40 + Math.sin(angle) * (head.w + 14),
        r: 13 + (i % 3) * 2,
      };
    });
    return {
      front: (
        <>
          <path d={cap(head, head.top + 12, head.top - 16)} fill={paint.base} />
          {curls.map((curl) => (
            <circle key={`${curl.x}-${curl.y}`} cx={curl.x} cy={curl.y} r={curl.r} fill={paint.base} />
          ))}
          {curls
            .filter((_, i) => i % 2 === 1)
            .map((curl) => (
              <path
                key={`${curl.x}-${curl.y}`}
                d={`M${curl.x - 6} ${curl.y + 2}q6-8 12 0`}
                fill="none"
                stroke={paint.light}
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            ))}
        </>
      ),
    };
  },
  "swept-back": (head, paint) => ({
    front: (
      <>
        {/* Short sides, a fuller top brushed up and to one side. */}
        <path d={cap(head, head.top - 2, head.top - 14)} fill={paint.shade} />
        <path
          d={`M${head.cx - head.w + 2} ${head.top + 22}C${head.cx - head.w - 2} ${head.top - 10} ${head.cx - 20} ${head.top - 34} ${head.cx + 6} ${head.top - 32}C${head.cx + 30} ${head.top - 30} ${head.cx + head.w + 6} ${head.top - 16} ${head.cx + head.w + 2} ${head.top + 26}C${head.cx + head.w - 12} ${head.top + 2} ${head.cx + 16} ${head.top - 6} ${head.cx - 4} ${head.top}C${head.cx - 22} ${head.top + 6} ${head.cx - head.w + 6} ${head.top + 12} ${head.cx - head.w + 2} ${head.top + 22}Z`}
          fill={paint.base}
        />
        <path
          d={`M${head.cx - 26} ${head.top - 14}c16-12 40-14 62-2M${head.cx - 14} ${head.top - 2}c14-8 32-8 48 0`}
          fill="none"
          stroke={paint.light}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </>
    ),
  }),
  bob: ({ cx, w, top, chin }, paint) => ({
    back: (
      <path
        d={`M${cx - w - 16} ${chin + 2}C${cx - w - 24} ${top + 60} ${cx - w - 20} ${top - 18} ${cx} ${top - 22}C${cx + w + 20} ${top - 18} ${cx + w + 24} ${top + 60} ${cx + w + 16} ${chin + 2}C${cx + w} ${chin + 10} ${cx - w} ${chin + 10} ${cx - w - 16} ${chin + 2}Z`}
        fill={paint.shade}
      />
    ),
    front: (
      <>
        <path
          d={`M${cx - w - 10} ${chin}C${cx - w - 14} ${top + 40} ${cx - w} ${top - 20} ${cx + 6} ${top - 18}C${cx + w + 4} ${top - 14} ${cx + w + 14} ${top + 40} ${cx + w + 10} ${chin}L${cx + w - 2} ${chin - 6}C${cx + w + 2} ${top + 50} ${cx + w - 4} ${top + 14} ${cx + 16} ${top + 8}C${cx - 10} ${top + 30} ${cx - w + 8} ${top + 30} ${cx - w + 2} ${top + 60}C${cx - w - 2} ${top + 90} ${cx - w + 2} ${chin - 20} ${cx - w + 2} ${chin - 6}Z`}
          fill={paint.base}
        />
        <path
          d={`M${cx + 16} ${top - 10}c-8 14-26 26-48 30`}
          fill="none"
          stroke={paint.light}
          strokeWidth="3"
          strokeLinecap="round"
        />
      </>
    ),
  }),
  "long-wavy": ({ cx, w, top }, paint) => ({
    back: (
      <path
        d={`M${cx - w - 14} 330C${cx - w - 40} 290 ${cx - w - 20} 260 ${cx - w - 30} 220C${cx - w - 40} 170 ${cx - w - 30} ${top - 22} ${cx} ${top - 24}C${cx + w + 30} ${top - 22} ${cx + w + 40} 170 ${cx + w + 30} 220C${cx + w + 20} 260 ${cx + w + 40} 290 ${cx + w + 14} 330Z`}
        fill={paint.shade}
      />
    ),
    front: (
      <>
        {[-1, 1].map((side) => (
          <path
            key={side}
            d={`M${cx} ${top - 20}C${cx + side * 34} ${top - 20} ${cx + side * (w + 14)} ${top + 10} ${cx + side * (w + 12)} ${top + 80}C${cx + side * (w + 10)} ${top + 130} ${cx + side * (w + 30)} ${top + 160} ${cx + side * (w + 14)} ${top + 210}C${cx + side * (w + 4)} ${top + 180} ${cx + side * (w - 6)} ${top + 150} ${cx + side * (w - 4)} ${top + 110}C${cx + side * (w - 2)} ${top + 50} ${cx + side * 30} ${top + 6} ${cx} ${top - 6}Z`}
            fill={paint.base}
          />
        ))}
        {[-1, 1].map((side) => (
          <path
            key={side}
            d={`M${cx + side * (w + 4)} ${top + 40}c${side * 6} 30 ${side * 2} 50 ${side * 12} 80`}
            fill="none"
            stroke={paint.light}
            strokeWidth="3"
            strokeLinecap="round"
          />
        ))}
      </>
    ),
  }),
  bun: ({ cx, w, top, cheekY }, paint) => ({
    back: (
      <>
        <circle cx={cx + 6} cy={top - 30} r="26" fill={paint.shade} />
        <path d={`M${cx - 14} ${top - 30}c8 10 30 12 40-4`} fill="none" stroke={paint.base} strokeWidth="4" />
      </>
    ),
    front: (
      <>
        {/* Pulled back from a side parting, close to the head. */}
        <path
          d={`M${cx - w - 2} ${cheekY}C${cx - w - 6} ${top + 10} ${cx - w + 10} ${top - 18} ${cx} ${top - 18}C${cx + w - 10} ${top - 18} ${cx + w + 6} ${top + 10} ${cx + w + 2} ${cheekY}L${cx + w - 4} ${cheekY - 10}C${cx + w - 6} ${top + 30} ${cx + 30} ${top + 4} ${cx - 12} ${top + 8}C${cx - 30} ${top + 12} ${cx - w + 6} ${top + 30} ${cx - w + 4} ${cheekY - 10}Z`}
          fill={paint.base}
        />
        <path
          d={`M${cx - 12} ${top - 12}c20-4 40 0 ${w} 20M${cx - 20} ${top}c-16 6-26 18-30 34`}
          fill="none"
          stroke={paint.light}
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </>
    ),
  }),
};

export function hairLayers(style: (typeof hairStyles)[number], head: Head, paint: HairPaint): HairLayers {
  return styles[style](head, paint);
}
