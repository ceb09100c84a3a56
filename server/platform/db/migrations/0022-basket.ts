import type { Kysely } from "kysely";

/**
 * The signed-in visitor's basket (docs/0025-basket.md): the offers chosen, each once, in the order
 * added, so the basket follows the account to another browser. Gone with the account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("basket_item")
    .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
    .addColumn("offer_id", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("basket_item_pk", ["user_id", "offer_id"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("basket_item").execute();
}
