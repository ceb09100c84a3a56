/**
 * French numbers and alphabetical order written without Intl. The first Intl object (or locale-aware comparison)
 * a page makes loads ICU's locale data: ~20 ms of main thread on a fast machine, four times that on
 * Lighthouse's mobile CPU, in one piece. Prices, counts and sorted lists render while a page hydrates, so
 * they are written here (docs/0039-no-intl-while-hydrating.md); pages reach them through the writers of
 * their build's language (locale-text/numbers.ts); french-text.test.ts holds each function to
 * what Intl writes. Content dates: content-model/long-date.ts. Formats that depend on a time zone's rules
 * (src/shared/paris-time.ts) keep Intl.
 */

import { writeNumber } from "./locale-text/write-number.js";

const frenchMarks = { group: "\u202f", decimal: "," };

/**
 * "12 345,6": digits grouped by three with narrow no-break spaces, a decimal comma, between `minFraction` and
 * `maxFraction` decimals (trailing zeros dropped down to the minimum), rounded half away from zero as Intl does.
 */
export function formatFrenchNumber(value: number, minFraction = 0, maxFraction = minFraction): string {
  return writeNumber(value, minFraction, maxFraction, frenchMarks);
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
