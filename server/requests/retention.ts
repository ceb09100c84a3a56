import type { Kysely } from "kysely";
import type { RequestType } from "../../src/requests/shared/request-types.js";
import type { Database } from "../platform/db/schema.js";

/**
 * How long requests are kept after their last update (CNIL guidance, docs/0014-visitor-requests.md):
 * 3 years for prospects' requests, 2 years for applications. The periodic cleanup deletes older ones,
 * with their booking and CV.
 */
const RETENTION_YEARS = { application: 2, other: 3 } as const;

/** How many years a request of this type is kept after the last exchange, which its acknowledgement states. */
export const retentionYears = (type: RequestType) =>
  type === "application" ? RETENTION_YEARS.application : RETENTION_YEARS.other;

function yearsBefore(now: number, years: number): number {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.getTime();
}

export async function purgeExpiredRequests(db: Kysely<Database>, now: number): Promise<void> {
  await db
    .deleteFrom("visitorRequest")
    .where("type", "=", "application")
    .where("updatedAt", "<=", yearsBefore(now, RETENTION_YEARS.application))
    .execute();
  await db
    .deleteFrom("visitorRequest")
    .where("type", "!=", "application")
    .where("updatedAt", "<=", yearsBefore(now, RETENTION_YEARS.other))
    .execute();
}
