/**
 * The one cover of the site (docs/0062), in three formats: an article's (1200 × 630, motif on the right), a
 * share card's (the same, its motif smaller, clear of the card's title) and a case study's (1200 × 675, 16:9,
 * motif centred). Same field, grid,
 * glow, corner marks and motif; only the accent and the seeded details change from one cover to the next.
 */
import type { Expertise } from "@content";
import { type AccentName, ink } from "../palette.js";
import { type CoverMotif, motifs, type Random, round } from "./motifs.js";

export interface CoverFormat {
  width: number;
  height: number;
  /** Where the motif's zone, drawn around (815, 315), goes: moved by `shift`, enlarged by `scale` about its centre. */
  shift: { x: number; y: number };
  scale: number;
}

export const articleFormat: CoverFormat = { width: 1200, height: 630, shift: { x: 0, y: 0 }, scale: 1 };
/** A link-preview card's: the article's, its motif smaller and against the right edge, clear of the title. */
export const shareFormat: CoverFormat = { width: 1200, height: 630, shift: { x: 100, y: 0 }, scale: 0.78 };
export const caseStudyFormat: CoverFormat = { width: 1200, height: 675, shift: { x: -215, y: 22 }, scale: 1.15 };

/** An expertise's motif, by its icon: a new expertise icon needs a motif here before the build passes. */
export const expertiseMotifs: Record<Expertise["icon"], CoverMotif> = {
  code: "devices",
  palette: "grid",
  server: "layers",
  cloud: "orbit",
  shield: "shield",
  plug: "nodes",
  brain: "network",
};

/**
 * The accent of each motif: an expertise's motif keeps its expertise's colour (above),
 * the others take the colour of the expertise nearest their subject.
 */
export const motifAccents: Record<CoverMotif, AccentName> = {
  devices: "blue",
  grid: "violet",
  layers: "indigo",
  orbit: "sky",
  shield: "rose",
  nodes: "amber",
  network: "emerald",
  aurora: "violet",
  waves: "sky",
  mesh: "emerald",
  circuit: "amber",
  gauge: "sky",
};

/** A small deterministic generator (mulberry32) seeded from text. */
export function randomFrom(seed: string): Random {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ (char.codePointAt(0) ?? 0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/'/g, "&#x27;");

/** The registration marks framing the motif's zone: the system's signature on every cover. */
const cornerMarks = (() => {
  const [left, top, right, bottom] = [470, 50, 1160, 580];
  const mark = (cx: number, cy: number, dx: number, dy: number) => `M${cx + dx * 24} ${cy}H${cx}V${cy + dy * 24}`;
  return `<path d="${[mark(left, top, 1, 1), mark(right, top, -1, 1), mark(left, bottom, 1, -1), mark(right, bottom, -1, -1)].join("")}" fill="none" stroke="${ink.line}" stroke-opacity=".5" stroke-width="2"/>`;
})();

export function coverSvg({
  motif,
  accent,
  seed,
  variant,
  format,
  title,
}: {
  motif: CoverMotif;
  accent: string;
  seed: string;
  /** Which of the motif's arrangements (its layout, not its details); by default, one the seed picks. */
  variant?: number;
  format: CoverFormat;
  /** The image's text alternative where the file stands on its own. */
  title?: string;
}): string {
  const { width, height, shift, scale } = format;
  const random = randomFrom(seed);
  const arrangement = variant ?? Math.floor(random() * 6);
  const transform =
    shift.x || shift.y || scale !== 1
      ? ` transform="translate(${round(815 + shift.x)} ${round(315 + shift.y)}) scale(${scale}) translate(-815 -315)"`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${title ? `<title>${escapeXml(title)}</title>` : ""}
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink.night}"/><stop offset="1" stop-color="${ink.deep}"/></linearGradient>
<pattern id="grid" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#fff" stroke-opacity=".06"/></pattern>
<radialGradient id="glow"><stop offset="0" stop-color="${accent}" stop-opacity=".38"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#grid)"/>
<g${transform}><circle cx="815" cy="315" r="340" fill="url(#glow)"/>${cornerMarks}
${motifs[motif](random, accent, arrangement)}</g>
</svg>
`;
}
