import type { Leader } from "@content";
import { PORTRAIT_SIZE } from "../../../src/content/leadership/LeaderPortrait.js";
import { ink } from "../palette.js";
import { facePath, type Head, headOf } from "./head-geometry.js";
import { hairLayers } from "./PortraitHair.js";
import { PortraitOutfit } from "./PortraitOutfit.js";
import { backdropAccents, hairPaints, outfitPaints, skinPaints } from "./portrait-palette.js";

export type PortraitParams = Leader["portrait"];

const eyeInk = "#1f2430";

function Eyes({ cx, cheekY }: Head, brow: string) {
  const y = cheekY + 2;
  return (
    <>
      {[-1, 1].map((side) => (
        <g key={side}>
          <ellipse cx={cx + side * 20} cy={y} rx="4.4" ry="5" fill={eyeInk} />
          <path
            d={`M${cx + side * 9} ${y - 13}Q${cx + side * 20} ${y - 19} ${cx + side * 31} ${y - 13}`}
            fill="none"
            stroke={brow}
            strokeWidth="4"
            strokeLinecap="round"
          />
        </g>
      ))}
    </>
  );
}

function Glasses({ style, head }: { style: PortraitParams["glasses"]; head: Head }) {
  if (style === "none") return null;
  const y = head.cheekY + 2;
  const frame = "#1f2937";
  const lens = (side: number) =>
    style === "round" ? (
      <circle key={side} cx={head.cx + side * 20} cy={y} r="14" />
    ) : (
      <rect key={side} x={head.cx + side * 20 - 15} y={y - 10} width="30" height="21" rx="5" />
    );
  return (
    <g fill="#ffffff" fillOpacity="0.18" stroke={frame} strokeWidth="3">
      {[-1, 1].map(lens)}
      <path
        d={`M${head.cx - 6} ${y - 2}Q${head.cx} ${y - 6} ${head.cx + 6} ${y - 2}M${head.cx - 34} ${y - 4}L${head.cx - head.w} ${y - 6}M${head.cx + 34} ${y - 4}L${head.cx + head.w} ${y - 6}`}
        fill="none"
      />
    </g>
  );
}

function FacialHair({ style, head, colour }: { style: PortraitParams["facialHair"]; head: Head; colour: string }) {
  if (style === "none") return null;
  const { cx, w, cheekY, chin } = head;
  const beard = `M${cx - w} ${cheekY + 14}L${cx - w + 7} ${cheekY + 16}C${cx - w + 9} ${cheekY + 38} ${cx - 24} ${chin - 32} ${cx} ${chin - 30}C${cx + 24} ${chin - 32} ${cx + w - 9} ${cheekY + 38} ${cx + w - 7} ${cheekY + 16}L${cx + w} ${cheekY + 14}C${cx + w + 1} ${cheekY + 56} ${cx + 28} ${chin + 6} ${cx} ${chin + 6}C${cx - 28} ${chin + 6} ${cx - w - 1} ${cheekY + 56} ${cx - w} ${cheekY + 14}Z`;
  const moustache = `M${cx - 18} ${chin - 26}C${cx - 12} ${chin - 36} ${cx - 4} ${chin - 36} ${cx} ${chin - 32}C${cx + 4} ${chin - 36} ${cx + 12} ${chin - 36} ${cx + 18} ${chin - 26}C${cx + 10} ${chin - 30} ${cx + 4} ${chin - 29} ${cx} ${chin - 28}C${cx - 4} ${chin - 29} ${cx - 10} ${chin - 30} ${cx - 18} ${chin - 26}Z`;
  return (
    // Stubble stays on the skin; a beard may go a little past the chin.
    <g fill={colour} opacity={style === "stubble" ? 0.3 : 1} clipPath={style === "stubble" ? "url(#face)" : undefined}>
      <path d={beard} />
      <path d={moustache} />
    </g>
  );
}

/** The tones of the figure, darkest first: every colour of the drawing is mapped, by its lightness, onto these. */
const tones = ["#0f0d2e", "#3730a3", "#a5b4fc", "#eef2ff"];
const channel = (index: number) =>
  tones.map((hex) => (Number.parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255).toFixed(3)).join(" ");

/** Lightness (Rec. 709 weights) in every channel, so the table below reads one value per pixel. */
const lightness = "0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0.2126 0.7152 0.0722 0 0 0 0 0 1 0";

/**
 * One leader's portrait in the house style (docs/0062): a flat, geometric head-and-shoulders figure, drawn in
 * natural colours from the leader's `portrait` front matter, then toned as a duotone of the brand's indigo (a
 * gradient map of its lightness), in front of the leader's accent disc on the covers' night field and grid.
 */
export function Portrait({ params, title }: { params: PortraitParams; title: string }) {
  const head = headOf(params.face);
  const skin = skinPaints[params.skin];
  const hair = hairPaints[params.hairColour];
  const accent = backdropAccents[params.backdrop];
  const layers = hairLayers(params.hair, head, hair);
  const face = facePath(head);
  const { cx, w, cheekY, chin } = head;
  const mouthY = chin - 24;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${PORTRAIT_SIZE.width} ${PORTRAIT_SIZE.height}`}
      width={PORTRAIT_SIZE.width}
      height={PORTRAIT_SIZE.height}
    >
      <title>{title}</title>
      <defs>
        <clipPath id="face">
          <path d={face} />
        </clipPath>
        <linearGradient id="field" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={ink.night} />
          <stop offset="1" stopColor={ink.deep} />
        </linearGradient>
        <pattern id="grid" width="20" height="20" patternUnits="userSpaceOnUse">
          <path d="M20 0H0V20" fill="none" stroke="#fff" strokeOpacity="0.06" />
        </pattern>
        <filter id="tone" x="0" y="0" width="1" height="1" colorInterpolationFilters="sRGB">
          <feColorMatrix type="matrix" values={lightness} />
          <feComponentTransfer>
            <feFuncR type="table" tableValues={channel(0)} />
            <feFuncG type="table" tableValues={channel(1)} />
            <feFuncB type="table" tableValues={channel(2)} />
          </feComponentTransfer>
        </filter>
      </defs>
      <rect width="300" height="360" fill="url(#field)" />
      <rect width="300" height="360" fill="url(#grid)" />
      <circle cx="150" cy="176" r="116" fill={accent} />
      <path
        d="M16 40V16H40M260 16H284V40M16 320V344H40M284 320V344H260"
        fill="none"
        stroke={ink.line}
        strokeOpacity="0.5"
        strokeWidth="2"
      />

      {/* The figure, a little larger than drawn: head and shoulders fill the frame as in a photo portrait. */}
      <g filter="url(#tone)">
        <g transform="translate(150 360) scale(1.14) translate(-150 -360)">
          {layers.back}
          <path d={`M${cx - 22} 200L${cx - 24} 282L${cx + 24} 282L${cx + 22} 200Z`} fill={skin.base} />
          <path
            d={`M${cx - 23} ${chin - 16}Q${cx} ${chin + 24} ${cx + 23} ${chin - 16}L${cx + 23} ${chin + 4}Q${cx} ${chin + 30} ${cx - 23} ${chin + 4}Z`}
            fill={skin.shade}
          />
          <PortraitOutfit outfit={params.outfit} paint={outfitPaints[params.outfitColour]} skin={skin} />

          {[-1, 1].map((side) => (
            <ellipse key={side} cx={cx + side * (w - 1)} cy={cheekY + 6} rx="9" ry="14" fill={skin.shade} />
          ))}
          <path d={face} fill={skin.base} />
          {/* The light comes from the left: the right cheek is in shade. */}
          <g clipPath="url(#face)">
            <ellipse cx={cx + w + 18} cy={cheekY + 20} rx="34" ry="90" fill={skin.shade} opacity="0.55" />
          </g>
          {params.earrings
            ? [-1, 1].map((side) => (
                <circle key={side} cx={cx + side * (w + 1)} cy={cheekY + 22} r="4" fill="#f5d48a" />
              ))
            : null}

          <FacialHair style={params.facialHair} head={head} colour={hair.base} />
          {Eyes(head, hair.shade)}
          <path
            d={`M${cx - 1} ${cheekY + 8}Q${cx - 7} ${cheekY + 26} ${cx - 3} ${cheekY + 31}Q${cx + 1} ${cheekY + 33} ${cx + 6} ${cheekY + 30}`}
            fill="none"
            stroke={skin.shade}
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          <path
            d={`M${cx - 15} ${mouthY}Q${cx} ${mouthY + 13} ${cx + 15} ${mouthY}Q${cx} ${mouthY + 6} ${cx - 15} ${mouthY}Z`}
            fill={skin.lips}
            stroke={skin.lips}
            strokeWidth="2"
            strokeLinejoin="round"
          />
          {layers.front}
          <Glasses style={params.glasses} head={head} />
        </g>
      </g>
    </svg>
  );
}
