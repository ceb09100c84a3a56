/** The English twin of content-dates.fr.ts (writers.test.ts, writers.en.test.ts). */
import { formatLongDate as formatContentDate } from "../../../content-model/long-date.js";

/** "28 November 2026". */
export const formatLongDate = (date: string | Date): string => formatContentDate(date, "en");
