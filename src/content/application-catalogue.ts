import type { AppBanner, Application } from "@content";
import appBannersJson from "@content/AppBanner/_index.json";
import applicationsJson from "@content/Application/_index.json";
import { buildPath } from "../app/shared/route-table.js";
import { formatNumber } from "../shared/locale-text/numbers.js";
import { orderedCollection } from "../ui/ordered-collection.js";

/** The « Nouveauté » grid, in order. */
export const applications: readonly Application[] = orderedCollection<Application>(applicationsJson);

/** The carousel's slides, in order. */
export const appBanners: readonly AppBanner[] = orderedCollection<AppBanner>(appBannersJson);

export const findApplication = (title: string): Application | undefined =>
  applications.find((application) => application.title === title);

/** /applications/view/{title}, the title URL-encoded. */
export const applicationPath = (title: string): string => buildPath("/applications/view/:title", { title });

/** 3600 → « 3,6 k », 12800 → « 12,8 k », 950 → « 950 »: the store's short review count. */
export function formatReviewCount(count: number): string {
  if (count < 1000) return String(count);
  const thousands = Math.round(count / 100) / 10;
  return `${formatNumber(thousands, 0, 1)} k`;
}

/** 3.1 → « 3,1 » ("3.1" in the English build). */
export const formatRating = (rating: number): string => formatNumber(rating, 1);

export type { AppBanner, Application };
