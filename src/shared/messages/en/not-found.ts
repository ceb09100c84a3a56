import type { Catalogue } from "../catalogue.js";

/** The page shown for an address outside the site (404), in English (not-found.ts). */
export const notFound: Catalogue["notFound"] = {
  pageTitle: "Page not found",
  pageDescription: "This page does not exist or has moved.",
  unavailableHeading: "This page is not available",
  explanation: "The address may have changed, or the page no longer exists.",
  backHomeButton: "Back to the home page",
};
