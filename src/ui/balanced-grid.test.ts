import { describe, expect, it } from "vitest";
import { balancedGridItems, balancedRows, itemSpans } from "./balanced-grid.js";

describe("balancedRows", () => {
  it("fills every row when the count divides", () => {
    expect(balancedRows(6, 4)).toEqual([3, 3]);
    expect(balancedRows(6, 3)).toEqual([3, 3]);
    expect(balancedRows(8, 4)).toEqual([4, 4]);
  });

  it("shares a count that does not divide over as few rows as fit, longer rows first, none alone", () => {
    expect(balancedRows(7, 4)).toEqual([4, 3]);
    expect(balancedRows(7, 3)).toEqual([3, 2, 2]);
    expect(balancedRows(5, 3)).toEqual([3, 2]);
    expect(balancedRows(10, 4)).toEqual([4, 3, 3]);
  });

  it("leaves one item alone only where two columns and an odd count leave no choice", () => {
    expect(balancedRows(7, 2)).toEqual([2, 2, 2, 1]);
    expect(balancedRows(3, 1)).toEqual([1, 1, 1]);
    expect(balancedRows(0, 3)).toEqual([]);
  });
});

describe("itemSpans", () => {
  it("makes each row fill the twelve columns", () => {
    expect(itemSpans(7, 4)).toEqual([3, 3, 3, 3, 4, 4, 4]);
    expect(itemSpans(7, 2)).toEqual([6, 6, 6, 6, 6, 6, 12]);
    expect(itemSpans(6, 4)).toEqual([4, 4, 4, 4, 4, 4]);
    expect(itemSpans(6, 6)).toEqual([2, 2, 2, 2, 2, 2]);
  });
});

describe("balancedGridItems", () => {
  it("gives each item its span at every breakpoint, one column below the first", () => {
    const items = balancedGridItems(7, { sm: 2, xl: 4 });
    expect(items[0]).toBe("col-span-12 sm:col-span-6 xl:col-span-3");
    expect(items[6]).toBe("col-span-12 sm:col-span-12 xl:col-span-4");
  });

  it("refuses a plan that would need a row of five", () => {
    expect(() => balancedGridItems(10, { lg: 6 })).toThrow(/does not divide 12/);
  });

  it("takes a base column count when given", () => {
    expect(balancedGridItems(6, { base: 2, md: 3 })).toEqual(Array(6).fill("col-span-6 md:col-span-4"));
  });
});
