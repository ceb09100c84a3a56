/**
 * The French writers of numbers, prices and dates: what the French build's pages show and the server writes for
 * a French visitor. Pages import them through writers.ts, which the English build swaps for writers.en.ts
 * (docs/0068-english-routes.md); the server picks one by language with writersFor (writers-for.ts).
 */
import { formatLongDate as formatContentDate } from "../../../content-model/long-date.js";
import { formatDateTime } from "../../ui/format-date.js";
import { formatFrenchNumber } from "../french-text.js";
import { formatEuros, formatExcludingTax, formatIncludingTax } from "../money.js";
import { formatParisDate, formatParisDateTime } from "../paris-time.js";

/** "12 345,6": `minFraction` to `maxFraction` decimals. */
export const formatNumber = (value: number, minFraction = 0, maxFraction = minFraction): string =>
  formatFrenchNumber(value, minFraction, maxFraction);

/** « 28 novembre 2026 »: a content date, a calendar day read in UTC. */
export const formatLongDate = (date: string | Date): string => formatContentDate(date, "fr");

/** "1 990 €", "1 990,50 €"; "1 990 € HT"; "2 388 € TTC". */
/** « 24 décembre 2026 »; « lundi 30 mars 2026 à 09:00 »; « 30 mars 2026, 09:00 » (signed-in screens): Paris time. */
export { formatDateTime, formatEuros, formatExcludingTax, formatIncludingTax, formatParisDate, formatParisDateTime };
