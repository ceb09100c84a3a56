/**
 * Grids that adapt to their count (docs/0034): no hole at the end of the last row, no card left alone on it.
 * The items are shared out over as few rows as the column count allows, as evenly as can be (longer rows first),
 * and each row fills the width: 7 cards at 4 columns are a row of 4 and a row of 3, at 3 columns 3 + 2 + 2.
 * A twelve-column grid holds any of these rows; each item spans 12 / (its row's length) columns.
 */

/** Tailwind's breakpoints the grids use; `base` is below the first. */
export type Breakpoint = "base" | "sm" | "md" | "lg" | "xl";

/** Columns per breakpoint: from `base` up, each applies until a wider one is given. */
export type ColumnPlan = Partial<Record<Breakpoint, 1 | 2 | 3 | 4 | 6>>;

/** The lengths of the rows holding `count` items at most `columns` to a row. */
export function balancedRows(count: number, columns: number): number[] {
  if (count <= 0) return [];
  const rows = Math.ceil(count / columns);
  const shortest = Math.floor(count / rows);
  const longer = count % rows;
  return Array.from({ length: rows }, (_, row) => (row < longer ? shortest + 1 : shortest));
}

/** How many of the twelve columns each item spans, in order. */
export function itemSpans(count: number, columns: number): number[] {
  return balancedRows(count, columns).flatMap((length) => Array.from({ length }, () => 12 / length));
}

// Whole class names, so that Tailwind finds them in the source.
const spanClasses: Record<Breakpoint, Record<number, string>> = {
  base: { 12: "col-span-12", 6: "col-span-6", 4: "col-span-4", 3: "col-span-3", 2: "col-span-2" },
  sm: { 12: "sm:col-span-12", 6: "sm:col-span-6", 4: "sm:col-span-4", 3: "sm:col-span-3", 2: "sm:col-span-2" },
  md: { 12: "md:col-span-12", 6: "md:col-span-6", 4: "md:col-span-4", 3: "md:col-span-3", 2: "md:col-span-2" },
  lg: { 12: "lg:col-span-12", 6: "lg:col-span-6", 4: "lg:col-span-4", 3: "lg:col-span-3", 2: "lg:col-span-2" },
  xl: { 12: "xl:col-span-12", 6: "xl:col-span-6", 4: "xl:col-span-4", 3: "xl:col-span-3", 2: "xl:col-span-2" },
};

/** The grid's own classes: twelve columns at every width (the items' spans make the visible columns). */
export const balancedGridClass = "grid grid-cols-12";

/** For each of `count` items, its span classes at every breakpoint of `plan` (base is one column unless given). */
export function balancedGridItems(count: number, plan: ColumnPlan): string[] {
  const steps = Object.entries({ base: 1, ...plan }) as [Breakpoint, number][];
  const spans = steps.map(([breakpoint, columns]) => [breakpoint, itemSpans(count, columns)] as const);
  return Array.from({ length: count }, (_, index) =>
    spans
      .map(([breakpoint, itemSpan]) => {
        const span = spanClasses[breakpoint][itemSpan[index] as number];
        // A row of 5 has no whole span of twelve: said at build time (the prerender renders every grid).
        if (!span) throw new Error(`${count} items at ${breakpoint}: a row length that does not divide 12`);
        return span;
      })
      .join(" "),
  );
}
