import type { faceShapes } from "../../../content-model/portrait.js";

/** Where the face sits on the 300 × 360 canvas; hair, glasses and beard are drawn from the same numbers. */
export interface Head {
  /** Horizontal centre. */
  cx: number;
  /** Top of the forehead (the skull goes on above, under the hair). */
  top: number;
  /** Half the face's width at the cheekbones. */
  w: number;
  /** Lowest point of the chin. */
  chin: number;
  /** Height of the cheekbones, the widest line. */
  cheekY: number;
  /** How far below the cheekbones the jaw keeps its width, and how wide the chin is (0–1 of `w`). */
  jawY: number;
  jawX: number;
}

const shapes: Record<(typeof faceShapes)[number], Pick<Head, "w" | "chin" | "jawY" | "jawX">> = {
  oval: { w: 50, chin: 236, jawY: 40, jawX: 0.48 },
  round: { w: 54, chin: 230, jawY: 38, jawX: 0.62 },
  long: { w: 46, chin: 242, jawY: 48, jawX: 0.46 },
  square: { w: 52, chin: 234, jawY: 50, jawX: 0.7 },
};

export function headOf(face: (typeof faceShapes)[number]): Head {
  return { cx: 150, top: 102, cheekY: 166, ...shapes[face] };
}

/** The face's outline: forehead, cheeks, jaw and chin, symmetric. */
export function facePath({ cx, top, w, chin, cheekY, jawY, jawX }: Head): string {
  return [
    `M${cx} ${top}`,
    `C${cx + w * 0.64} ${top} ${cx + w} ${top + 26} ${cx + w} ${cheekY}`,
    `C${cx + w} ${cheekY + jawY} ${cx + w * jawX} ${chin} ${cx} ${chin}`,
    `C${cx - w * jawX} ${chin} ${cx - w} ${cheekY + jawY} ${cx - w} ${cheekY}`,
    `C${cx - w} ${top + 26} ${cx - w * 0.64} ${top} ${cx} ${top}Z`,
  ].join("");
}
