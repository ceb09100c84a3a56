/**
 * The covers' motifs (docs/0062): one line drawing per subject, all in one hand. Each is drawn in the right
 * half of a 1200 × 630 field (x 470–1160, y 50–580, around the centre 815 × 315) with the same four tools:
 * hairlines in the pale indigo, bodies in the brand's indigo, one accent for what the motif is about, and pale
 * dots for highlights. `random` (seeded by the page's id) moves details, never the composition.
 */
import type { articleCovers } from "../../../content-model/article.js";
import { ink } from "../palette.js";

export type CoverMotif = (typeof articleCovers)[number];
export type Random = () => number;

export const round = (value: number) => Math.round(value * 10) / 10;
const between = (random: Random, min: number, max: number) => round(min + random() * (max - min));

/** Structure: the pale indigo at a fixed weight, so every motif's lines have one thickness. */
const hairline = `stroke="${ink.line}" stroke-width="2" stroke-linecap="round"`;

/** A motif: its drawing from the seed's numbers, its accent, and which of its arrangements (any integer). */
type Motif = (random: Random, accent: string, variant: number) => string;

export const motifs: Record<CoverMotif, Motif> = {
  aurora: (random, accent) =>
    Array.from({ length: 6 }, (_, index) => {
      const y = 190 + index * 48 + between(random, -16, 16);
      const lift = between(random, 80, 160);
      const focus = index === 3;
      return `<path d="M470 ${y} C 680 ${y - lift}, 900 ${y + lift}, 1180 ${round(y - lift / 2)}" fill="none" ${focus ? `stroke="${accent}" stroke-width="6" stroke-linecap="round"` : `${hairline} stroke-opacity="${round(0.2 + index * 0.08)}"`}/>`;
    }).join(""),

  /** The design grid: a layout's columns and a pen curve with its handles. */
  grid: (random, accent, variant) => {
    const columns = Array.from(
      { length: 4 },
      (_, index) =>
        `<rect x="${560 + index * 150}" y="90" width="120" height="450" rx="10" fill="${ink.body}" fill-opacity=".25" ${hairline} stroke-opacity=".35"/>`,
    ).join("");
    // Rising or falling: the arrangement turns the curve, the columns stay; the seed sets its handles.
    const [y0, y1] = variant % 2 ? [150, 470] : [470, 150];
    const [x0, x1] = [560, 1110];
    const [c0x, c0y, c1x, c1y] = [
      between(random, 820, 900),
      round(y0 + between(random, -40, 40)),
      between(random, 770, 850),
      round(y1 + between(random, -40, 40)),
    ];
    const handle = (x: number, y: number, hx: number, hy: number) =>
      `<line x1="${x}" y1="${y}" x2="${hx}" y2="${hy}" ${hairline}/><circle cx="${hx}" cy="${hy}" r="8" fill="${ink.night}" ${hairline}/>`;
    return `${columns}${handle(x0, y0, c0x, c0y)}${handle(x1, y1, c1x, c1y)}<path d="M${x0} ${y0} C ${c0x} ${c0y}, ${c1x} ${c1y}, ${x1} ${y1}" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round"/><rect x="${x0 - 12}" y="${y0 - 12}" width="24" height="24" fill="${accent}"/><rect x="${x1 - 12}" y="${y1 - 12}" width="24" height="24" fill="${ink.pale}"/>`;
  },

  waves: (random, accent) => {
    const phase = between(random, 0, 120);
    return Array.from({ length: 12 }, (_, index) => {
      const y = 150 + index * 30;
      const amp = 24 + index * 4;
      const focus = index === 7;
      return `<path d="M470 ${y} q 90 ${-amp} 180 0 t 180 0 t 180 0 t 180 0" transform="translate(${round(-phase / 4 + index * 3 - 30)} 0)" fill="none" ${focus ? `stroke="${accent}" stroke-width="6" stroke-linecap="round"` : `${hairline} stroke-opacity="${round(0.15 + index * 0.04)}"`}/>`;
    }).join("");
  },

  orbit: (random, accent) => {
    const [cx, cy] = [840, 315];
    const rings = Array.from({ length: 4 }, (_, index) => {
      const rx = 110 + index * 75;
      const angle = between(random, 0, 6.28);
      const px = round(cx + rx * Math.cos(angle));
      const py = round(cy + rx * 0.42 * Math.sin(angle));
      return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${round(rx * 0.42)}" fill="none" ${hairline} stroke-opacity=".4"/><circle cx="${px}" cy="${py}" r="${7 + index * 2}" fill="${index === 2 ? accent : ink.pale}"/>`;
    });
    return `${rings.join("")}<circle cx="${cx}" cy="${cy}" r="56" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="56" fill="none" stroke="${ink.pale}" stroke-opacity=".5" stroke-width="2"/>`;
  },

  mesh: (random, accent) => {
    const points = Array.from({ length: 22 }, () => [between(random, 500, 1150), between(random, 70, 560)] as const);
    const links = points.flatMap(([x, y], index) =>
      points
        .slice(index + 1)
        .filter(([x2, y2]) => Math.hypot(x2 - x, y2 - y) < 190)
        .map(([x2, y2]) => `<line x1="${x}" y1="${y}" x2="${x2}" y2="${y2}"/>`),
    );
    const dots = points.map(
      ([x, y], index) =>
        `<circle cx="${x}" cy="${y}" r="${index % 5 ? 5 : 11}" fill="${index % 5 ? ink.pale : accent}"/>`,
    );
    return `<g ${hairline} stroke-opacity=".35">${links.join("")}</g>${dots.join("")}`;
  },

  /** A browser and a phone; the arrangement picks what their screens show and which side the phone stands. */
  devices: (random, accent, variant) => {
    const x = 580;
    const lines = (left: number, top: number, width: number, count: number) =>
      Array.from(
        { length: count },
        (_, index) =>
          `<rect x="${left}" y="${top + index * 30}" width="${round(width * (0.5 + random() * 0.5))}" height="12" rx="6" fill="${ink.line}" opacity="${index === 0 ? 0.75 : 0.3}"/>`,
      ).join("");
    const screens = [
      // A page's banner over its text.
      () =>
        `<rect x="${x + 24}" y="184" width="392" height="80" rx="10" fill="${accent}"/>${lines(x + 24, 290, 300, 4)}`,
      // Three cards, one chosen.
      () =>
        [0, 1, 2]
          .map(
            (index) =>
              `<rect x="${x + 24 + index * 134}" y="184" width="122" height="150" rx="10" fill="${index === 1 ? accent : ink.body}"/>${lines(x + 38 + index * 134, 350, 90, 2)}`,
          )
          .join(""),
      // A dashboard's bars, the last one rising.
      () =>
        `${Array.from({ length: 8 }, (_, index) => {
          const height = index === 7 ? 170 : between(random, 40, 140);
          return `<rect x="${x + 30 + index * 44}" y="${round(400 - height)}" width="30" height="${height}" rx="6" fill="${index === 7 ? accent : ink.body}"/>`;
        }).join("")}${lines(x + 24, 184, 200, 1)}`,
    ];
    const screen = screens[variant % screens.length];
    const phoneLeft = variant % 2 === 1;
    const phoneX = phoneLeft ? x - 60 : x + 380;
    const browser = `<rect x="${x}" y="130" width="440" height="300" rx="18" fill="${ink.deep}" ${hairline} stroke-opacity=".6"/>
<circle cx="${x + 24}" cy="156" r="5" fill="${ink.line}" opacity=".5"/><circle cx="${x + 42}" cy="156" r="5" fill="${ink.line}" opacity=".5"/>${screen?.() ?? ""}`;
    const phone = `<rect x="${phoneX}" y="230" width="170" height="320" rx="28" fill="${ink.night}" stroke="${ink.line}" stroke-width="3"/>
<rect x="${phoneX + 20}" y="270" width="130" height="84" rx="12" fill="${phoneLeft ? accent : ink.brand}"/>${lines(phoneX + 20, 376, 130, 4)}
<rect x="${phoneX + 60}" y="246" width="50" height="6" rx="3" fill="${ink.line}" opacity=".6"/>`;
    return `${browser}${phone}`;
  },

  layers: (random, accent) => {
    const x = between(random, 600, 640);
    return Array.from({ length: 5 }, (_, index) => {
      const y = 420 - index * 60;
      const top = index === 4;
      return `<path d="M${x} ${y} l 230 -92 l 230 92 l -230 92 z" fill="${top ? accent : ink.brand}" fill-opacity="${top ? 1 : round(0.3 + index * 0.12)}" ${hairline} stroke-opacity="${top ? 0.9 : 0.5}"/>`;
    }).join("");
  },

  shield: (random, accent) => {
    const cx = between(random, 820, 860);
    const shield = (scale: number) =>
      `<path d="M${cx} ${round(315 - 210 * scale)} l ${round(170 * scale)} ${round(62 * scale)} v ${round(140 * scale)} c 0 ${round(120 * scale)} ${round(-80 * scale)} ${round(195 * scale)} ${round(-170 * scale)} ${round(230 * scale)} c ${round(-90 * scale)} ${round(-35 * scale)} ${round(-170 * scale)} ${round(-110 * scale)} ${round(-170 * scale)} ${round(-230 * scale)} v ${round(-140 * scale)} z"`;
    const outlines = [1.22, 1.44].map(
      (scale) => `${shield(scale)} fill="none" ${hairline} stroke-opacity="${round(0.55 - scale / 4)}"/>`,
    );
    return `${outlines.join("")}${shield(1)} fill="${ink.deep}" stroke="${accent}" stroke-width="6"/>
<rect x="${cx - 50}" y="300" width="100" height="82" rx="12" fill="${accent}"/><path d="M${cx - 30} 300 v -26 a 30 30 0 0 1 60 0 v 26" fill="none" stroke="${accent}" stroke-width="10"/><circle cx="${cx}" cy="333" r="11" fill="${ink.night}"/><rect x="${cx - 4}" y="338" width="8" height="24" rx="4" fill="${ink.night}"/>`;
  },

  network: (random, accent) => {
    const columns = [3, 5, 5, 2].map((count, column) =>
      Array.from(
        { length: count },
        (_, row) => [600 + column * 160, round(315 + (row - (count - 1) / 2) * 84)] as const,
      ),
    );
    const links = columns
      .slice(1)
      .flatMap((column, index) =>
        column.flatMap(([x, y]) =>
          (columns[index] ?? []).map(
            ([x0, y0]) =>
              `<line x1="${x0}" y1="${y0}" x2="${x}" y2="${y}" stroke-opacity="${round(0.12 + random() * 0.35)}"/>`,
          ),
        ),
      );
    const nodes = columns.flatMap((column, index) =>
      column.map(
        ([x, y]) =>
          `<circle cx="${x}" cy="${y}" r="15" fill="${random() > 0.7 || index === 3 ? accent : ink.brand}" stroke="${ink.line}" stroke-width="2"/>`,
      ),
    );
    return `<g ${hairline}>${links.join("")}</g>${nodes.join("")}`;
  },

  circuit: (random, accent) => {
    const traces = Array.from({ length: 10 }, (_, index) => {
      const y = 110 + index * 44;
      const bend = between(random, 780, 940);
      const rise = between(random, -60, 60);
      const end = between(random, 1040, 1150);
      const focus = index % 4 === 1;
      return `<path d="M700 ${y} H ${bend} l 40 ${rise} H ${end}" fill="none" ${focus ? `stroke="${accent}" stroke-width="4" stroke-linecap="round"` : `${hairline} stroke-opacity=".4"`}/><circle cx="${end}" cy="${round(y + rise)}" r="7" fill="${focus ? accent : ink.pale}"/>`;
    });
    return `${traces.join("")}<rect x="540" y="180" width="180" height="270" rx="18" fill="${ink.deep}" stroke="${accent}" stroke-width="5"/><rect x="575" y="215" width="110" height="200" rx="10" fill="${ink.brand}" opacity=".6"/>`;
  },

  gauge: (random, accent) => {
    const [cx, cy] = [860, 430];
    const value = between(random, 0.35, 0.65);
    const arc = (radius: number, from: number, to: number) => {
      const point = (t: number) =>
        `${round(cx - radius * Math.cos(Math.PI * t))} ${round(cy - radius * Math.sin(Math.PI * t))}`;
      return `M ${point(from)} A ${radius} ${radius} 0 0 1 ${point(to)}`;
    };
    const needleX = round(cx - 180 * Math.cos(Math.PI * value));
    const needleY = round(cy - 180 * Math.sin(Math.PI * value));
    return `<path d="${arc(240, 0, 1)}" fill="none" stroke="${ink.brand}" stroke-opacity=".6" stroke-width="30" stroke-linecap="round"/>
<path d="${arc(240, 0, value)}" fill="none" stroke="${accent}" stroke-width="30" stroke-linecap="round"/>
<path d="${arc(185, 0, 1)}" fill="none" ${hairline} stroke-opacity=".5" stroke-dasharray="2 16"/>
<line x1="${cx}" y1="${cy}" x2="${needleX}" y2="${needleY}" stroke="${ink.pale}" stroke-width="6" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="18" fill="${ink.pale}"/>`;
  },

  /** Systems joined to one hub: the arrangement picks two or three of them, the seed where the hub sits. */
  nodes: (random, accent, variant) => {
    type Box = readonly [number, number];
    const count = variant % 2 ? 2 : 3;
    const sources: Box[] = Array.from(
      { length: count },
      (_, index) =>
        [
          560 + between(random, -16, 16),
          round(315 - 40 + (index - (count - 1) / 2) * (count === 2 ? 250 : 170)),
        ] as const,
    );
    const hub: Box = [900, round(275 + between(random, -60, 60))];
    const link = (from: Box, to: Box) =>
      `<path d="M${from[0] + 180} ${from[1] + 40} C ${from[0] + 290} ${from[1] + 40}, ${to[0] - 110} ${to[1] + 40}, ${to[0]} ${to[1] + 40}" fill="none" ${hairline} stroke-opacity=".6" stroke-dasharray="10 8"/>`;
    const box = ([x, y]: Box, fill: string) =>
      `<rect x="${x}" y="${y}" width="180" height="80" rx="16" fill="${ink.deep}" stroke="${fill}" stroke-width="3"/><rect x="${x + 22}" y="${y + 22}" width="36" height="36" rx="8" fill="${fill}"/><rect x="${x + 74}" y="${y + 28}" width="84" height="10" rx="5" fill="${ink.line}" opacity=".7"/><rect x="${x + 74}" y="${y + 46}" width="56" height="10" rx="5" fill="${ink.line}" opacity=".35"/>`;
    return `${sources.map((source) => link(source, hub)).join("")}${sources.map((source) => box(source, ink.line)).join("")}${box(hub, accent)}<circle cx="${hub[0] - 4}" cy="${hub[1] + 40}" r="8" fill="${accent}"/>`;
  },
};
