/**
 * A number written by hand, the way Intl writes it, without Intl (docs/0039-no-intl-while-hydrating.md): the
 * French and English writers differ only in their marks (french-text.ts, numbers.en.ts).
 */

/** The group separator and the decimal mark of a language's numbers. */
export interface NumberMarks {
  group: string;
  decimal: string;
}

/**
 * Digits grouped by three, between `minFraction` and `maxFraction` decimals (trailing zeros dropped down to the
 * minimum), rounded half away from zero as Intl does.
 */
export function writeNumber(value: number, minFraction: number, maxFraction: number, marks: NumberMarks): string {
  const [whole, fraction] = roundedDigits(Math.abs(value), maxFraction);
  let decimals = fraction;
  while (decimals.length > minFraction && decimals.endsWith("0")) decimals = decimals.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, marks.group);
  return `${value < 0 ? "-" : ""}${grouped}${decimals === "" ? "" : `${marks.decimal}${decimals}`}`;
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
