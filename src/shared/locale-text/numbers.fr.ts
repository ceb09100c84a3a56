/**
 * French numbers and prices, as the French build's pages show them and the server writes them for a French
 * visitor. Pages import them through numbers.ts, which the English build swaps for numbers.en.ts
 * (docs/0068-english-routes.md); the server picks a language with writersFor (writers-for.ts).
 */
import { formatFrenchNumber } from "../french-text.js";

/** "12 345,6": `minFraction` to `maxFraction` decimals. */
export const formatNumber = (value: number, minFraction = 0, maxFraction = minFraction): string =>
  formatFrenchNumber(value, minFraction, maxFraction);

/** "1 990 €", "1 990,50 €"; "1 990 € HT"; "2 388 € TTC". */
export { formatEuros, formatExcludingTax, formatIncludingTax } from "../money.js";
