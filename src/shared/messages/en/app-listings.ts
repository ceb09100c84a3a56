import type { Catalogue } from "../catalogue.js";

/** The applications' store, in English (app-listings.ts). */
export const appListings: Catalogue["appListings"] = {
  pageTitle: "Apps",
  pageDescription: "Novadis apps: productivity, motoring, statistics, virtual business cards, robot combat and more.",
  pageLead: "Apps designed by our teams and our partners, for work, life and play.",
  newHeading: "New",
  outOfFiveCaption: "out of 5",
  reviewsCaption: (count: string) => `${count} reviews`,
  downloadLink: "Download",
  featuredLabel: "Featured",
  bannerOfCaption: (index: number, count: number) => `: banner ${index} of ${count}`,
  discoverAppLink: (title: string) => `Discover ${title}`,
  previousBannerLabel: "Previous banner",
  nextBannerLabel: "Next banner",
  wishlistButton: "Add to wish list",
  shareButton: "Share",
  reportLink: "Report",
  averageRatingCaption: (rating: string, reviews: string) =>
    `Average rating ${rating} out of 5, from ${reviews} reviews`,
  reviewsNotice:
    "Ratings and reviews come from the app's users. To share yours, install the app and rate it from your app store.",
  detailsLabel: "About the app",
  screenshotsLabel: "Screenshots",
  screenOfCaption: (index: number, count: number) => `Screen ${index} of ${count}`,
  showScreenshotLabel: (index: number, caption: string) => `Show screenshot ${index}: ${caption}`,
  allAppsLink: "All apps",
  ratingLabel: "Rating",
  ageRatingLabel: "Age rating",
  kindLabel: "Kind",
  categoriesLabel: "Categories",
  appNotFoundTitle: "App not found",
  appNotFound: "This app does not exist or is no longer offered.",
  seeAllAppsLink: "See all apps",
};
