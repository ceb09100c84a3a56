import { describe, expect, it } from "vitest";
import {
  appBanners,
  applicationPath,
  applications,
  findApplication,
  formatRating,
  formatReviewCount,
} from "./application-catalogue.js";

describe("application content", () => {
  it("has unique titles, since a title is its page's address", () => {
    const titles = applications.map((application) => application.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("has every banner promote an application of the catalogue", () => {
    for (const banner of appBanners) expect(findApplication(banner.application), banner.id).toBeDefined();
  });
});

describe("application catalogue formatting", () => {
  it("shortens review counts the way stores do", () => {
    expect(formatReviewCount(3600)).toBe("3,6 k");
    expect(formatReviewCount(12800)).toBe("12,8 k");
    expect(formatReviewCount(2000)).toBe("2 k");
    expect(formatReviewCount(950)).toBe("950");
  });

  it("writes ratings with a French decimal comma and one decimal", () => {
    expect(formatRating(3.1)).toBe("3,1");
    expect(formatRating(4)).toBe("4,0");
  });

  it("encodes the title in the detail page's address", () => {
    expect(applicationPath("Focalis")).toBe("/applications/view/Focalis");
    expect(applicationPath("Auto & véhicules")).toBe("/applications/view/Auto%20%26%20v%C3%A9hicules");
  });
});
