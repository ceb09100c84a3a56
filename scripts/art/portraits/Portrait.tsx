import type { Leader } from "@content";
import { PORTRAIT_SIZE } from "../../../src/ui/LeaderPortrait.js";
import { facePath, type Head, headOf } from "./head-geometry.js";
import { hairLayers } from "./PortraitHair.js";
import { PortraitOutfit } from "./PortraitOutfit.js";
import { backdropPaints, hairPaints, outfitPaints, skinPaints } from "./portrait-palette.js";

export type PortraitParams = Leader["portrait"];

const eyeInk = "#1f2430";

function Eyes({ cx, cheekY }: Head, brow: string) {
  const y = cheekY + 2;
  return (
    <>
      {[-1, 1].map((side) => (
        <g key={side}>
          <ellipse cx={cx + side * 20} cy={y} rx="4.4" ry="5" fill={eyeInk} />
          <circle cx={cx + side * 20 + 1.5} cy={y - 1.8} r="1.3" fill="#ffffff" />
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

/**
 * One leader's portrait in the house style: a flat, geometric head-and-shoulders figure on a tint of the
 * brand's colours. Every feature comes from the leader's `portrait` front matter.
 */
export function Portrait({ params, title }: { params: PortraitParams; title: string }) {
  const head = headOf(params.face);
  const skin = skinPaints[params.skin];
  const hair = hairPaints[params.hairColour];
  const backdrop = backdropPaints[params.backdrop];
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
      </defs>
      <rect width="300" height="360" fill={backdrop.base} />
      <circle cx="150" cy="186" r="122" fill={backdrop.disc} />
      <g fill={backdrop.accent} opacity="0.55">
        {[0, 1, 2, 3].map((row) =>
          [0, 1, 2, 3].map((col) => <circle key={`${row}-${col}`} cx={26 + col * 14} cy={28 + row * 14} r="2.4" />),
        )}
      </g>
      <path d="M236 300a64 64 0 0 1 64-64" fill="none" stroke={backdrop.accent} strokeWidth="6" opacity="0.5" />

      {/* The figure, a little larger than drawn: head and shoulders fill the frame as in a photo portrait. */}
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
          ? [-1, 1].map((side) => <circle key={side} cx={cx + side * (w + 1)} cy={cheekY + 22} r="4" fill="#f5d48a" />)
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
        {[-1, 1].map((side) => (
          <ellipse key={side} cx={cx + side * 31} cy={cheekY + 24} rx="9" ry="5" fill="#f43f5e" opacity="0.12" />
        ))}
        {layers.front}
        <Glasses style={params.glasses} head={head} />
      </g>
    </svg>
  );
}
