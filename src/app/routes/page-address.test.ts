import { describe, expect, it } from "vitest";
import { overlayBackdrop, overlayEntry } from "./page-address.js";

describe("an overlay's history entry", () => {
  it("names the page it was opened over", () => {
    expect(overlayBackdrop(overlayEntry("/start-scale"))).toBe("/start-scale");
  });

  it("is a page again when another document pushed it (the entry survived a reload)", () => {
    expect(overlayBackdrop({ ...overlayEntry("/start-scale"), document: "an-earlier-document" })).toBeNull();
  });

  it("is no overlay when the state is someone else's or none", () => {
    for (const state of [null, undefined, "text", 3, {}, { overlayOver: 42 }]) {
      expect(overlayBackdrop(state)).toBeNull();
    }
  });
});
