import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { type InboxFilters, REFERENCE_PATTERN } from "../../src/back-office/shared/back-office-schemas.js";
import type { RequestStatus, RequestType } from "../../src/requests/shared/request-types.js";
import type { Database } from "../platform/db/schema.js";
import { decodeCursor, type KeysetPosition, olderThan, pageOf } from "../platform/keyset-cursor.js";

/** One line of the inbox. */
export interface InboxItem {
  id: string;
  reference: string;
  type: RequestType;
  status: RequestStatus;
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
  ownerId: string | null;
  ownerName: string | null;
  createdAt: number;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The search box: a reference finds its request, a text with "@" the addresses that begin with it (a
 * range on the indexed lower-cased column, so it stays fast with 100 000 rows), anything else a part of
 * the name or the company.
 */
function matching(search: string) {
  return (eb: ExpressionBuilder<Database, "visitorRequest">) => {
    const upper = search.toUpperCase();
    if (REFERENCE_PATTERN.test(upper)) return eb("visitorRequest.reference", "=", upper);
    const lower = search.toLowerCase();
    if (lower.includes("@")) {
      return eb.and([
        eb("visitorRequest.emailNormalized", ">=", lower),
        eb("visitorRequest.emailNormalized", "<", `${lower}\uffff`),
      ]);
    }
    const pattern = `%${likeEscaped(lower)}%`;
    const like = (expression: ReturnType<typeof sql<string>>) =>
      sql<boolean>`lower(${expression}) like ${pattern} escape '\\'`;
    return eb.or([
      like(sql`${sql.ref("visitorRequest.firstName")} || ' ' || ${sql.ref("visitorRequest.lastName")}`),
      like(sql`coalesce(${sql.ref("visitorRequest.company")}, '')`),
    ]);
  };
}

/** The filtered requests, newest first, from `cursor` on: the inbox's pages and the CSV export read this. */
export function inboxQuery(db: Kysely<Database>, filters: InboxFilters, ownerOfMe: string) {
  const owner = filters.owner === "me" ? ownerOfMe : filters.owner;
  return db
    .selectFrom("visitorRequest")
    .leftJoin("user as owner", "owner.id", "visitorRequest.ownerId")
    .$if(filters.type !== undefined, (query) => query.where("visitorRequest.type", "=", filters.type as RequestType))
    .$if(filters.status !== undefined, (query) =>
      query.where("visitorRequest.status", "=", filters.status as RequestStatus),
    )
    .$if(owner === "none", (query) => query.where("visitorRequest.ownerId", "is", null))
    .$if(owner !== undefined && owner !== "none", (query) =>
      query.where("visitorRequest.ownerId", "=", owner as string),
    )
    .$if(filters.search !== undefined, (query) => query.where(matching(filters.search as string)))
    .orderBy("visitorRequest.createdAt", "desc")
    .orderBy("visitorRequest.id", "desc");
}

export async function inboxPage(
  db: Kysely<Database>,
  input: InboxFilters & { cursor?: string | undefined; limit: number },
  callerId: string,
): Promise<{ items: InboxItem[]; nextCursor: string | null }> {
  const after = decodeCursor(input.cursor);
  const rows = await inboxQuery(db, input, callerId)
    .select([
      "visitorRequest.id",
      "visitorRequest.reference",
      "visitorRequest.type",
      "visitorRequest.status",
      "visitorRequest.firstName",
      "visitorRequest.lastName",
      "visitorRequest.email",
      "visitorRequest.company",
      "visitorRequest.ownerId",
      "visitorRequest.createdAt",
      "owner.firstName as ownerFirstName",
      "owner.lastName as ownerLastName",
    ])
    .$if(after !== null, (query) =>
      query.where((eb) =>
        olderThan(eb, after as KeysetPosition, { createdAt: "visitorRequest.createdAt", id: "visitorRequest.id" }),
      ),
    )
    .limit(input.limit + 1)
    .execute();
  const { items, nextCursor } = pageOf(rows, input.limit, (row) => ({ createdAt: Number(row.createdAt), id: row.id }));
  return {
    nextCursor,
    items: items.map(({ ownerFirstName, ownerLastName, ...row }) => ({
      ...row,
      createdAt: Number(row.createdAt),
      ownerName: ownerFirstName ? [ownerFirstName, ownerLastName].filter(Boolean).join(" ") : null,
    })),
  };
}
