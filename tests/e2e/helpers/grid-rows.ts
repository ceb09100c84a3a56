import type { Locator } from "@playwright/test";
import { expect } from "../fixtures.js";

/**
 * Asserts that a grid's rows are full (docs/0034: no hole after the last card): each row's last item reaches the
 * right edge of the widest row. Items of one row share their top edge, whatever their heights.
 */
export async function expectFullRows(items: Locator, context: string): Promise<void> {
  const edges = await items.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { top: Math.round(box.top), right: Math.round(box.right) };
    }),
  );
  const rightmost = Math.max(...edges.map((edge) => edge.right));
  const rows = new Map<number, number>();
  for (const edge of edges) rows.set(edge.top, Math.max(rows.get(edge.top) ?? 0, edge.right));
  expect([...rows.values()], context).toEqual([...rows.values()].map(() => rightmost));
}
