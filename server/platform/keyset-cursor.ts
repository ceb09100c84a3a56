import type { ExpressionBuilder, ReferenceExpression } from "kysely";

/**
 * Keyset pagination for lists shown newest first, ordered by (createdAt desc, id desc): a page reads
 * only its own rows whatever the page number, unlike OFFSET. The cursor is opaque to clients.
 */
export interface KeysetPosition {
  createdAt: number;
  id: string;
}

export const encodeCursor = ({ createdAt, id }: KeysetPosition) =>
  Buffer.from(`${createdAt}:${id}`).toString("base64url");

/** The position a cursor names, or null (none given, or not one we made: then the list starts over). */
export function decodeCursor(cursor: string | undefined): KeysetPosition | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const split = text.indexOf(":");
  const createdAt = text.slice(0, split);
  const id = text.slice(split + 1);
  return split > 0 && id && /^\d+$/.test(createdAt) ? { createdAt: Number(createdAt), id } : null;
}

/** The rows after `position` in (createdAt desc, id desc) order: `.where((eb) => olderThan(eb, ...))`. */
export function olderThan<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  position: KeysetPosition,
  columns: { createdAt: ReferenceExpression<DB, TB>; id: ReferenceExpression<DB, TB> },
) {
  return eb.or([
    eb(columns.createdAt, "<", eb.val(position.createdAt)),
    eb.and([eb(columns.createdAt, "=", eb.val(position.createdAt)), eb(columns.id, "<", eb.val(position.id))]),
  ]);
}

/**
 * One page from rows read with `limit + 1`: the extra row only tells whether another page exists.
 */
export function pageOf<Row>(rows: Row[], limit: number, positionOf: (row: Row) => KeysetPosition) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(positionOf(last)) : null };
}
