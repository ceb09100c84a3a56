import { defineNestedType } from "contentlayer2/source-files";

/**
 * The features of a leader's illustrated portrait (scripts/art/portraits draws it at build time). Each list
 * is the choice the drawing offers; the drawing's palettes are typed by these lists, so a new value here
 * needs its colours or shapes there before the build passes.
 */
export const skinTones = ["porcelain", "light", "beige", "olive", "tan", "brown", "deep"] as const;
export const faceShapes = ["oval", "round", "long", "square"] as const;
export const hairStyles = ["short-crop", "side-part", "curly-short", "swept-back", "bob", "long-wavy", "bun"] as const;
export const hairColours = ["black", "dark-brown", "chestnut", "auburn", "blonde", "salt-and-pepper", "grey"] as const;
export const facialHairs = ["none", "stubble", "short-beard"] as const;
export const glassesStyles = ["none", "round", "rectangular"] as const;
export const outfits = ["blazer-shirt", "blazer-tee", "turtleneck", "blouse", "sweater"] as const;
export const outfitColours = ["navy", "charcoal", "burgundy", "camel", "forest", "black", "cream", "mustard"] as const;
export const backdrops = ["indigo", "violet", "teal", "blue", "rose", "amber"] as const;

export const Portrait = defineNestedType(() => ({
  name: "Portrait",
  fields: {
    skin: { type: "enum", options: [...skinTones], required: true },
    face: { type: "enum", options: [...faceShapes], required: true },
    hair: { type: "enum", options: [...hairStyles], required: true },
    hairColour: { type: "enum", options: [...hairColours], required: true },
    facialHair: { type: "enum", options: [...facialHairs], default: "none" },
    glasses: { type: "enum", options: [...glassesStyles], default: "none" },
    outfit: { type: "enum", options: [...outfits], required: true },
    outfitColour: { type: "enum", options: [...outfitColours], required: true },
    backdrop: { type: "enum", options: [...backdrops], required: true, description: "Brand colour behind the person." },
    earrings: { type: "boolean", default: false },
  },
}));
