/**
 * French content dates (an article's, a job's, a legal page's): calendar days, read in UTC, written by hand
 * (content-model/long-date.ts). Pages import them through content-dates.ts, swapped by the English build
 * (docs/0068-english-routes.md).
 */
import { formatLongDate as formatContentDate } from "../../../content-model/long-date.js";

/** « 28 novembre 2026 ». */
export const formatLongDate = (date: string | Date): string => formatContentDate(date, "fr");
