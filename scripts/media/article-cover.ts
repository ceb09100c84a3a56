/**
 * The covers of the blog's articles: our own SVG compositions, one motif per subject (content-model/article.ts),
 * in the site's colours (src/styles/global.css). Each article's id seeds the small variations, so two articles
 * with one motif still differ, and the same article always gets the same drawing (the test compares them).
 */
import type { articleCovers } from "../../content-model/article.js";

export type CoverMotif = (typeof articleCovers)[number];

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

/** The brand's night blues and its accents. */
const colour = {
  night: "#0f0d2e",
  indigo: "#1e1b4b",
  brand: "#4338ca",
  light: "#c7d2fe",
  blue: "#3b82f6",
  violet: "#8b5cf6",
  rose: "#f43f5e",
  sky: "#0ea5e9",
  amber: "#f59e0b",
  emerald: "#10b981",
} as const;

type Accent = "blue" | "violet" | "rose" | "sky" | "amber" | "emerald";

/** A small deterministic generator (mulberry32) seeded from text. */
function randomFrom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ (char.codePointAt(0) ?? 0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

interface Drawing {
  /** Two accents: the glow behind the motif and its lines. */
  accents: [Accent, Accent];
  draw: (random: () => number, a: string, b: string) => string;
}

const between = (random: () => number, min: number, max: number) => round(min + random() * (max - min));

const motifs: Record<CoverMotif, Drawing> = {
  aurora: {
    accents: ["violet", "rose"],
    draw: (random, a, b) => {
      const ribbons = Array.from({ length: 5 }, (_, index) => {
        const y = 200 + index * 55 + between(random, -20, 20);
        const lift = between(random, 80, 180);
        return `<path d="M-50 ${y} C 300 ${y - lift}, 700 ${y + lift}, 1250 ${y - lift / 2}" stroke="${index % 2 ? a : b}" stroke-width="${4 + index * 2}" opacity="${round(0.35 + index * 0.12)}" stroke-linecap="round" fill="none"/>`;
      });
      const glow = between(random, 700, 900);
      return `<circle cx="${glow}" cy="220" r="240" fill="${colour.blue}" opacity=".5" filter="url(#blur)"/><circle cx="${glow + 150}" cy="380" r="200" fill="${a}" opacity=".45" filter="url(#blur)"/>${ribbons.join("")}`;
    },
  },
  grid: {
    accents: ["amber", "violet"],
    draw: (random, a, b) => {
      const horizon = 360;
      const rays = Array.from({ length: 17 }, (_, index) => {
        const x = -600 + index * 150;
        return `<line x1="600" y1="${horizon}" x2="${x}" y2="630"/>`;
      });
      const rows = Array.from({ length: 7 }, (_, index) => {
        const y = round(horizon + (630 - horizon) * ((index + 1) / 7) ** 1.8);
        return `<line x1="0" y1="${y}" x2="1200" y2="${y}"/>`;
      });
      const sun = between(random, 500, 700);
      return `<circle cx="${sun}" cy="${horizon}" r="150" fill="${a}" opacity=".9"/><circle cx="${sun}" cy="${horizon}" r="230" fill="${b}" opacity=".35" filter="url(#blur)"/><rect y="${horizon}" width="1200" height="270" fill="${colour.night}"/><g stroke="${colour.light}" stroke-opacity=".35" stroke-width="2">${rays.join("")}${rows.join("")}</g>`;
    },
  },
  waves: {
    accents: ["sky", "blue"],
    draw: (random, a, b) => {
      const phase = between(random, 0, 200);
      const lines = Array.from({ length: 14 }, (_, index) => {
        const y = 150 + index * 30;
        const amp = 30 + index * 4;
        return `<path d="M-50 ${y} q 150 ${-amp} 300 0 t 300 0 t 300 0 t 300 0 t 300 0" transform="translate(${round(-phase + index * 12)} 0)" stroke="${index % 3 ? a : b}" stroke-opacity="${round(0.2 + index * 0.05)}" stroke-width="3" fill="none"/>`;
      });
      return `<circle cx="900" cy="520" r="280" fill="${a}" opacity=".35" filter="url(#blur)"/>${lines.join("")}`;
    },
  },
  orbit: {
    accents: ["violet", "sky"],
    draw: (random, a, b) => {
      const cx = between(random, 780, 900);
      const cy = between(random, 260, 340);
      const rings = Array.from({ length: 5 }, (_, index) => {
        const rx = 120 + index * 80;
        const angle = between(random, 0, 6.28);
        const px = round(cx + rx * Math.cos(angle));
        const py = round(cy + rx * 0.45 * Math.sin(angle));
        return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${round(rx * 0.45)}" stroke="${colour.light}" stroke-opacity=".35" stroke-width="2" fill="none"/><circle cx="${px}" cy="${py}" r="${8 + index * 2}" fill="${index % 2 ? a : b}"/>`;
      });
      return `<circle cx="${cx}" cy="${cy}" r="190" fill="${a}" opacity=".45" filter="url(#blur)"/><circle cx="${cx}" cy="${cy}" r="64" fill="${a}"/>${rings.join("")}`;
    },
  },
  mesh: {
    accents: ["emerald", "sky"],
    draw: (random, a, b) => {
      const points = Array.from({ length: 26 }, () => [between(random, 80, 1120), between(random, 60, 570)] as const);
      const links = points.flatMap(([x, y], index) =>
        points
          .slice(index + 1)
          .filter(([x2, y2]) => Math.hypot(x2 - x, y2 - y) < 230)
          .map(([x2, y2]) => `<line x1="${x}" y1="${y}" x2="${x2}" y2="${y2}"/>`),
      );
      const dots = points.map(
        ([x, y], index) => `<circle cx="${x}" cy="${y}" r="${index % 4 ? 5 : 10}" fill="${index % 4 ? b : a}"/>`,
      );
      return `<circle cx="300" cy="420" r="260" fill="${a}" opacity=".3" filter="url(#blur)"/><g stroke="${colour.light}" stroke-opacity=".3" stroke-width="2">${links.join("")}</g>${dots.join("")}`;
    },
  },
  devices: {
    accents: ["blue", "rose"],
    draw: (random, a, b) => {
      const x = between(random, 620, 700);
      const blocks = (left: number, top: number, width: number, count: number) =>
        Array.from(
          { length: count },
          (_, index) =>
            `<rect x="${left}" y="${top + index * 38}" width="${round(width * (0.55 + random() * 0.45))}" height="18" rx="9" fill="${colour.light}" opacity="${index === 0 ? 0.8 : 0.3}"/>`,
        ).join("");
      return `<circle cx="${x + 150}" cy="300" r="260" fill="${a}" opacity=".35" filter="url(#blur)"/>
<rect x="${x - 120}" y="150" width="460" height="300" rx="22" fill="${colour.indigo}" stroke="${colour.light}" stroke-opacity=".5" stroke-width="3"/>
<rect x="${x - 96}" y="176" width="412" height="56" rx="12" fill="${a}" opacity=".8"/>${blocks(x - 96, 256, 300, 4)}
<rect x="${x + 270}" y="230" width="170" height="330" rx="30" fill="${colour.night}" stroke="${colour.light}" stroke-opacity=".7" stroke-width="4"/>
<rect x="${x + 290}" y="262" width="130" height="90" rx="14" fill="${b}"/>${blocks(x + 290, 372, 130, 4)}
<rect x="${x + 330}" y="244" width="50" height="6" rx="3" fill="${colour.light}" opacity=".6"/>`;
    },
  },
  layers: {
    accents: ["violet", "amber"],
    draw: (random, a, b) => {
      const x = between(random, 640, 720);
      const sheets = Array.from({ length: 5 }, (_, index) => {
        const y = 400 - index * 62;
        const fill = index === 4 ? b : index % 2 ? a : colour.brand;
        return `<path d="M${x} ${y} l 230 -95 l 230 95 l -230 95 z" fill="${fill}" fill-opacity="${round(0.35 + index * 0.12)}" stroke="${colour.light}" stroke-opacity=".6" stroke-width="2"/>`;
      });
      return `<circle cx="${x + 230}" cy="300" r="250" fill="${a}" opacity=".35" filter="url(#blur)"/>${sheets.join("")}`;
    },
  },
  shield: {
    accents: ["emerald", "blue"],
    draw: (random, a, b) => {
      const cx = between(random, 820, 880);
      const shield = (scale: number) =>
        `<path d="M${cx} ${round(315 - 230 * scale)} l ${round(190 * scale)} ${round(70 * scale)} v ${round(150 * scale)} c 0 ${round(130 * scale)} ${round(-90 * scale)} ${round(210 * scale)} ${round(-190 * scale)} ${round(250 * scale)} c ${round(-100 * scale)} ${round(-40 * scale)} ${round(-190 * scale)} ${round(-120 * scale)} ${round(-190 * scale)} ${round(-250 * scale)} v ${round(-150 * scale)} z"`;
      const outlines = [1.25, 1.5, 1.75].map(
        (scale) =>
          `${shield(scale)} fill="none" stroke="${colour.light}" stroke-opacity="${round(0.5 - scale / 5)}" stroke-width="2"/>`,
      );
      return `<circle cx="${cx}" cy="315" r="250" fill="${a}" opacity=".35" filter="url(#blur)"/>${outlines.join("")}${shield(1)} fill="${colour.indigo}" stroke="${a}" stroke-width="6"/>
<rect x="${cx - 55}" y="300" width="110" height="90" rx="14" fill="${a}"/><path d="M${cx - 34} 300 v -28 a 34 34 0 0 1 68 0 v 28" fill="none" stroke="${a}" stroke-width="12"/><circle cx="${cx}" cy="335" r="12" fill="${colour.night}"/><rect x="${cx - 5}" y="340" width="10" height="28" rx="5" fill="${colour.night}"/><circle cx="${cx + 150}" cy="140" r="10" fill="${b}"/>`;
    },
  },
  network: {
    accents: ["violet", "rose"],
    draw: (random, a, b) => {
      const columns = [4, 6, 6, 3].map((count, column) =>
        Array.from(
          { length: count },
          (_, row) => [620 + column * 160, round(315 + (row - (count - 1) / 2) * 80)] as const,
        ),
      );
      const links = columns
        .slice(1)
        .flatMap((column, index) =>
          column.flatMap(([x, y]) =>
            (columns[index] ?? []).map(
              ([x0, y0]) =>
                `<line x1="${x0}" y1="${y0}" x2="${x}" y2="${y}" stroke-opacity="${round(0.1 + random() * 0.4)}"/>`,
            ),
          ),
        );
      const nodes = columns.flatMap((column, index) =>
        column.map(
          ([x, y]) =>
            `<circle cx="${x}" cy="${y}" r="16" fill="${random() > 0.6 ? b : index % 2 ? a : colour.brand}" stroke="${colour.light}" stroke-width="3"/>`,
        ),
      );
      return `<circle cx="860" cy="315" r="280" fill="${a}" opacity=".35" filter="url(#blur)"/><g stroke="${colour.light}" stroke-width="2">${links.join("")}</g>${nodes.join("")}`;
    },
  },
  circuit: {
    accents: ["amber", "sky"],
    draw: (random, a, b) => {
      const traces = Array.from({ length: 12 }, (_, index) => {
        const y = 90 + index * 40;
        const bend = between(random, 640, 900);
        const rise = between(random, -80, 80);
        const end = between(random, 1000, 1150);
        return `<path d="M560 ${y} H ${bend} l 40 ${rise} H ${end}" fill="none" stroke="${index % 3 ? colour.light : b}" stroke-opacity="${index % 3 ? 0.4 : 0.9}" stroke-width="3"/><circle cx="${end}" cy="${round(y + rise)}" r="8" fill="${index % 2 ? a : b}"/>`;
      });
      return `<circle cx="700" cy="315" r="220" fill="${a}" opacity=".35" filter="url(#blur)"/>${traces.join("")}<rect x="470" y="190" width="180" height="250" rx="20" fill="${colour.indigo}" stroke="${a}" stroke-width="5"/><rect x="505" y="225" width="110" height="180" rx="10" fill="${a}" opacity=".25"/>`;
    },
  },
  gauge: {
    accents: ["sky", "emerald"],
    draw: (random, a, b) => {
      const cx = 850;
      const cy = 420;
      const value = between(random, 0.35, 0.65);
      const arc = (radius: number, from: number, to: number) => {
        const point = (t: number) =>
          `${round(cx - radius * Math.cos(Math.PI * t))} ${round(cy - radius * Math.sin(Math.PI * t))}`;
        return `M ${point(from)} A ${radius} ${radius} 0 0 1 ${point(to)}`;
      };
      const needleX = round(cx - 200 * Math.cos(Math.PI * value));
      const needleY = round(cy - 200 * Math.sin(Math.PI * value));
      const bars = Array.from({ length: 7 }, (_, index) => {
        const height = between(random, 40, 160);
        return `<rect x="${540 + index * 30}" y="${round(560 - height)}" width="18" height="${height}" rx="6" fill="${index === 6 ? b : colour.light}" opacity="${index === 6 ? 1 : 0.35}"/>`;
      });
      return `<circle cx="${cx}" cy="${cy - 80}" r="260" fill="${a}" opacity=".35" filter="url(#blur)"/>
<path d="${arc(250, 0, 1)}" fill="none" stroke="${colour.light}" stroke-opacity=".25" stroke-width="34" stroke-linecap="round"/>
<path d="${arc(250, 0, value)}" fill="none" stroke="${b}" stroke-width="34" stroke-linecap="round"/>
<path d="${arc(190, 0, 1)}" fill="none" stroke="${a}" stroke-opacity=".6" stroke-width="4" stroke-dasharray="4 18"/>
<line x1="${cx}" y1="${cy}" x2="${needleX}" y2="${needleY}" stroke="${colour.light}" stroke-width="8" stroke-linecap="round"/><circle cx="${cx}" cy="${cy}" r="22" fill="${colour.light}"/>${bars.join("")}`;
    },
  },
  nodes: {
    accents: ["blue", "violet"],
    draw: (random, a, b) => {
      const boxes = [
        [620, 150],
        [620, 400],
        [960, 275],
      ].map(([x = 0, y = 0]) => [x + between(random, -20, 20), y] as const);
      const [first, second, hub] = boxes as [
        readonly [number, number],
        readonly [number, number],
        readonly [number, number],
      ];
      const link = (from: readonly [number, number], to: readonly [number, number]) =>
        `<path d="M${from[0] + 180} ${from[1] + 40} C ${from[0] + 300} ${from[1] + 40}, ${to[0] - 120} ${to[1] + 40}, ${to[0]} ${to[1] + 40}" fill="none" stroke="${colour.light}" stroke-opacity=".55" stroke-width="3" stroke-dasharray="10 8"/>`;
      const box = ([x, y]: readonly [number, number], fill: string) =>
        `<rect x="${x}" y="${y}" width="180" height="80" rx="18" fill="${colour.indigo}" stroke="${fill}" stroke-width="4"/><rect x="${x + 24}" y="${y + 24}" width="32" height="32" rx="8" fill="${fill}"/><rect x="${x + 72}" y="${y + 28}" width="84" height="10" rx="5" fill="${colour.light}" opacity=".7"/><rect x="${x + 72}" y="${y + 46}" width="56" height="10" rx="5" fill="${colour.light}" opacity=".35"/>`;
      return `<circle cx="880" cy="315" r="260" fill="${a}" opacity=".35" filter="url(#blur)"/>${link(first, hub)}${link(second, hub)}${box(first, a)}${box(second, b)}${box(hub, colour.light)}<text x="1000" y="${hub[1] - 40}" font-family="monospace" font-size="72" fill="${b}" opacity=".8">{ }</text>`;
    },
  },
};

/** One article's cover: the night gradient, a faint grid, the motif on the right (text sits on the left in cards). */
export function articleCoverSvg(motif: CoverMotif, seed: string): string {
  const { accents, draw } = motifs[motif];
  const [a, b] = accents.map((accent) => colour[accent]) as [string, string];
  const random = randomFrom(seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" width="${COVER_WIDTH}" height="${COVER_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour.night}"/><stop offset=".6" stop-color="${colour.indigo}"/><stop offset="1" stop-color="${colour.brand}"/></linearGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#fff" stroke-opacity=".06"/></pattern>
<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="60"/></filter></defs>
<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#bg)"/><rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#grid)"/>
${draw(random, a, b)}
</svg>
`;
}
