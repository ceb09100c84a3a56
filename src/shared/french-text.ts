/**
 * French numbers and alphabetical order written without Intl. The first Intl object (or locale-aware comparison)
 * a page makes loads ICU's locale data: ~20 ms of main thread on a fast machine, four times that on
 * Lighthouse's mobile CPU, in one piece. Prices, counts and sorted lists render while a page hydrates, so
 * they are written here (docs/0039-no-intl-while-hydrating.md); french-text.test.ts holds each function to
 * what Intl writes. Content dates: content-model/long-date.ts. Formats that depend on a time zone's rules
 * (src/shared/paris-time.ts) keep Intl.
 */

const NARROW_NO_BREAK_SPACE = "\u202f";

/**
 * "12 345,6": digits grouped by three with narrow no-break spaces, a decimal comma, between `minFraction` and
 * `maxFraction` decimals (trailing zeros dropped down to the minimum), rounded half away from zero as Intl does.
 */
export function formatFrenchNumber(value: number, minFraction = 0, maxFraction = minFraction): string {
  const [whole, fraction] = roundedDigits(Math.abs(value), maxFraction);
  let decimals = fraction;
  while (decimals.length > minFraction && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, NARROW_NO_BREAK_SPACE);
  return `${value < 0 ? "-" : ""}${grouped}${decimals === "" ? "" : `,${decimals}`}`;
}

/**
 * The integer and fraction digits of `value` rounded to `digits` decimals. Intl rounds the shortest decimal that
 * reads back as the number (14685122.35, not the binary 14685122.3499…), half away from zero: so does this.
 */
function roundedDigits(value: number, digits: number): [whole: string, fraction: string] {
  const shortest = String(value);
  // Exponent notation (under 10⁻⁶ or from 10²¹): no price, count or rating of the site.
  if (shortest.includes("e")) {
    const [whole = "", fraction = ""] = value.toFixed(digits).split(".");
    return [whole, fraction];
  }
  const [whole = "", fraction = ""] = shortest.split(".");
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, "0")];
  const roundedUp = (fraction[digits] ?? "0") >= "5";
  const kept = (BigInt(whole + fraction.slice(0, digits)) + (roundedUp ? 1n : 0n)).toString().padStart(digits + 1, "0");
  return [kept.slice(0, kept.length - digits), kept.slice(kept.length - digits)];
}

/** Code-unit order: right for ISO dates and identifiers, which is where a locale only costs time. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const decomposed = (text: string) => text.normalize("NFD").toLowerCase();
const letters = (text: string) => decomposed(text).replace(/\p{M}/gu, "");

/**
 * The order of a French index: letters first, accents and case set aside (« Écully » between « Dijon » and
 * « Lyon »); then the word without an accent before the one with; then lower case before upper case.
 */
export function compareFrench(a: string, b: string): number {
  return (
    compareCodeUnits(letters(a), letters(b)) ||
    compareCodeUnits(decomposed(a), decomposed(b)) ||
    // Only the case differs now, and a lower-case letter's code comes after its capital's.
    compareCodeUnits(b, a)
  );
}
