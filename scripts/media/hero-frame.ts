/**
 * One frame of the home hero's background (docs/0062), at `time` from 0 to 1 through the loop: the covers'
 * night field and grid, and on the right (the text sits on the left, under the page's dark gradient) an orbit
 * of the seven expertises, each a dot of its accent going round its ring. Every dot turns a whole number of
 * times per loop, so the last frame meets the first. The poster is the frame at 0.
 */
import { accents, ink } from "../art/palette.js";

export const HERO_SIZE = { width: 960, height: 540 } as const;

const round = (value: number) => Math.round(value * 10) / 10;

/** The orbit's centre, right of the text column and inside the band every width keeps (object-fit: cover). */
const centre = { x: 670, y: 270 };
const tilt = 0.4;

/** The rings, and the expertises' dots on them: [ring, starting angle in turns, turns per loop]. */
const rings = [120, 195, 275];
const dots: [keyof typeof accents, number, number, number][] = [
  ["blue", 0, 0.1, 1],
  ["violet", 1, 0.3, -1],
  ["indigo", 2, 0.55, 1],
  ["rose", 0, 0.6, 1],
  ["sky", 1, 0.8, -1],
  ["amber", 2, 0.05, 1],
  ["emerald", 2, 0.85, 1],
];

export function heroFrameSvg(time: number): string {
  const { width, height } = HERO_SIZE;
  const orbits = rings
    .map(
      (rx) =>
        `<ellipse cx="${centre.x}" cy="${centre.y}" rx="${rx}" ry="${round(rx * tilt)}" fill="none" stroke="${ink.line}" stroke-opacity=".3" stroke-width="2"/>`,
    )
    .join("");
  const planets = dots.map(([accent, ring, start, turns]) => {
    const rx = rings[ring] ?? 0;
    const angle = 2 * Math.PI * (start + turns * time);
    const x = round(centre.x + rx * Math.cos(angle));
    const y = round(centre.y + rx * tilt * Math.sin(angle));
    // Nearer (lower on the ellipse) is a little larger: the rings read as seen from above.
    const r = round(9 + 3 * Math.sin(angle));
    return {
      behind: Math.sin(angle) < 0,
      svg: `<circle cx="${x}" cy="${y}" r="${r * 3}" fill="url(#halo-${accent})"/><circle cx="${x}" cy="${y}" r="${r}" fill="${accents[accent]}"/>`,
    };
  });
  // The far half of each ring passes behind the centre.
  const layer = (behind: boolean) =>
    planets
      .filter((planet) => planet.behind === behind)
      .map((planet) => planet.svg)
      .join("");
  const halos = Object.entries(accents)
    .map(
      ([name, hex]) =>
        `<radialGradient id="halo-${name}"><stop offset="0" stop-color="${hex}" stop-opacity=".45"/><stop offset="1" stop-color="${hex}" stop-opacity="0"/></radialGradient>`,
    )
    .join("");
  // The glow breathes once per loop, so it too ends where it began.
  const glow = round(300 + 24 * Math.sin(2 * Math.PI * time));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${ink.night}"/><stop offset="1" stop-color="${ink.deep}"/></linearGradient>
<pattern id="grid" width="32" height="32" patternUnits="userSpaceOnUse"><path d="M32 0H0V32" fill="none" stroke="#fff" stroke-opacity=".05"/></pattern>
<radialGradient id="glow"><stop offset="0" stop-color="${ink.mid}" stop-opacity=".45"/><stop offset="1" stop-color="${ink.mid}" stop-opacity="0"/></radialGradient>${halos}</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#grid)"/>
<circle cx="${centre.x}" cy="${centre.y}" r="${glow}" fill="url(#glow)"/>${orbits}${layer(true)}
<circle cx="${centre.x}" cy="${centre.y}" r="42" fill="${ink.brand}"/><circle cx="${centre.x}" cy="${centre.y}" r="42" fill="none" stroke="${ink.line}" stroke-opacity=".6" stroke-width="2"/><circle cx="${centre.x}" cy="${centre.y}" r="14" fill="${ink.pale}"/>
${layer(false)}
</svg>
`;
}
