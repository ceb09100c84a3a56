import { describe, expect, it } from "vitest";
import { blogPagePath, itemsOfPage, pageCount, parsePageNumber } from "./blog-pages.js";

describe("blog pagination", () => {
  it("counts whole pages, at least one", () => {
    expect(pageCount(0, 6)).toBe(1);
    expect(pageCount(6, 6)).toBe(1);
    expect(pageCount(7, 6)).toBe(2);
    expect(pageCount(12, 6)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
  });

  it("gives page 1 the blog's own address and the next ones /blog/page/{n}", () => {
    expect(blogPagePath(1)).toBe("/blog");
    expect(blogPagePath(2)).toBe("/blog/page/2");
    expect(blogPagePath(10)).toBe("/blog/page/10");
  });

  it("reads only the page numbers that have an address of their own", () => {
    expect(parsePageNumber("2", 3)).toBe(2);
    expect(parsePageNumber("3", 3)).toBe(3);
    for (const param of ["1", "4", "0", "02", "2.0", "-2", "deux", "", "2 "]) {
      expect(parsePageNumber(param, 3), param).toBeNull();
    }
  });

  it("slices the items of one page, the last one possibly short", () => {
    const items = Array.from({ length: 13 }, (_, index) => index);
    expect(itemsOfPage(items, 1, 6)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(itemsOfPage(items, 2, 6)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(itemsOfPage(items, 3, 6)).toEqual([12]);
    expect(itemsOfPage(items, 4, 6)).toEqual([]);
  });
});
