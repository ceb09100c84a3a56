import type { outfits } from "../../../content-model/portrait.js";
import type { SkinPaint } from "./portrait-palette.js";

interface OutfitPaint {
  base: string;
  shade: string;
}

/** Shoulders and chest, from under the neck to the bottom edge of the 300 × 360 canvas. */
const torso = "M24 360C28 302 74 274 150 270C226 274 272 302 276 360Z";
const shirtWhite = "#f8fafc";
const shirtBlue = "#dbeafe";

/** A jacket's lapels, opening in a V from the collar down to the first button. */
function Lapels({ paint, opening }: { paint: OutfitPaint; opening: string }) {
  return (
    <>
      <path d="M124 270L150 346L176 270Z" fill={opening} />
      <path d="M122 270L150 346L136 306L112 296L126 286Z" fill={paint.shade} />
      <path d="M178 270L150 346L164 306L188 296L174 286Z" fill={paint.shade} />
      <circle cx="150" cy="352" r="3.5" fill={paint.shade} />
    </>
  );
}

type Draw = (paint: OutfitPaint, skin: SkinPaint) => React.ReactNode;

const styles: Record<(typeof outfits)[number], Draw> = {
  "blazer-shirt": (paint) => (
    <>
      <path d={torso} fill={paint.base} />
      <Lapels paint={paint} opening={shirtBlue} />
      {/* Open collar points. */}
      <path d="M128 266L140 296L150 280Z" fill={shirtWhite} />
      <path d="M172 266L160 296L150 280Z" fill={shirtWhite} />
    </>
  ),
  "blazer-tee": (paint) => (
    <>
      <path d={torso} fill={paint.base} />
      <Lapels paint={paint} opening={shirtWhite} />
      <path d="M130 272Q150 290 170 272" fill="none" stroke="#cbd5e1" strokeWidth="3" />
    </>
  ),
  turtleneck: (paint) => (
    <>
      <path d={torso} fill={paint.base} />
      <rect x="118" y="250" width="64" height="32" rx="14" fill={paint.shade} />
      {[262, 271].map((y) => (
        <path key={y} d={`M128 ${y}Q150 ${y + 4} 172 ${y}`} fill="none" stroke={paint.base} strokeWidth="1.5" />
      ))}
    </>
  ),
  blouse: (paint, skin) => (
    <>
      <path d={torso} fill={paint.base} />
      <path d="M128 270L150 312L172 270Z" fill={skin.base} />
      <path d="M124 268L150 316L136 276Z M176 268L150 316L164 276Z" fill={paint.shade} />
    </>
  ),
  sweater: (paint) => (
    <>
      <path d={torso} fill={paint.base} />
      {/* A shirt collar over the crew neck. */}
      <path d="M124 272Q150 292 176 272L176 280Q150 302 124 280Z" fill={paint.shade} />
      <path d="M130 266L142 290L150 278Z" fill={shirtWhite} />
      <path d="M170 266L158 290L150 278Z" fill={shirtWhite} />
      <path d="M60 330q8-18 20-26M240 330q-8-18-20-26" fill="none" stroke={paint.shade} strokeWidth="3" />
    </>
  ),
};

export function PortraitOutfit({
  outfit,
  paint,
  skin,
}: {
  outfit: (typeof outfits)[number];
  paint: OutfitPaint;
  skin: SkinPaint;
}) {
  return <>{styles[outfit](paint, skin)}</>;
}
