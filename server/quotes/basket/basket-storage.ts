import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../platform/db/schema.js";
import type { PersonalDataPart } from "../../platform/personal-data.js";

type Db = Kysely<Database> | Transaction<Database>;

/** The account's basket: offer ids in the order added. */
export async function savedBasket(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("basketItem")
    .select("offerId")
    .where("userId", "=", userId)
    .orderBy("position")
    .execute();
  return rows.map((row) => row.offerId);
}

/** Writes `ids` as the account's basket, whatever it held. */
async function writeBasket(trx: Transaction<Database>, userId: string, ids: readonly string[]): Promise<void> {
  await trx.deleteFrom("basketItem").where("userId", "=", userId).execute();
  if (ids.length === 0) return;
  await trx
    .insertInto("basketItem")
    .values(ids.map((offerId, position) => ({ userId, offerId, position })))
    .execute();
}

/**
 * Serialises the basket writes of one account (two tabs merging at once): a write to the account's row takes
 * its lock on PostgreSQL and the database's write lock on SQLite, which has no `FOR UPDATE`.
 */
async function lockAccount(trx: Transaction<Database>, userId: string): Promise<void> {
  await trx
    .updateTable("user")
    .set((eb) => ({ id: eb.ref("id") }))
    .where("id", "=", userId)
    .execute();
}

/**
 * The basket of a browser joined to the account's on sign-in (docs/0025-basket.md): the account's offers
 * first, then the browser's new ones; nothing twice. Returns the merged basket, which both then hold.
 */
export function mergeBasket(db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    const merged = [...new Set([...(await savedBasket(trx, userId)), ...ids])];
    await writeBasket(trx, userId, merged);
    return merged;
  });
}

/** Replaces the account's basket (an offer removed, a quote issued). */
export function replaceBasket(db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<void> {
  return db.transaction().execute(async (trx) => {
    await lockAccount(trx, userId);
    await writeBasket(trx, userId, [...new Set(ids)]);
  });
}

/** The basket in the account's data export; deleting the account deletes it (foreign key cascade, and here). */
export function basketPersonalData(db: Kysely<Database>): PersonalDataPart {
  return {
    exportFor: async (subject) => ({ offers: await savedBasket(db, subject.id) }),
    eraseFor: async (trx, subject) => {
      await trx.deleteFrom("basketItem").where("userId", "=", subject.id).execute();
    },
  };
}
