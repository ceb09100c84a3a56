import { type Kysely, sql } from "kysely";

/** Where a visitor's language is kept: requests (a booking and a job application are requests too), quotes, accounts. */
const tables = ["visitor_request", "quote", "user"];

/**
 * The language a visitor used, so that what the site writes to them later (acknowledgements, invitations, quotes'
 * PDFs and mails, account mails) is in it (docs/0068-english-routes.md, "Server side"). Expand only (docs/0056):
 * a column with a default, which the previous build neither reads nor needs to write.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema
      .alterTable(table)
      .addColumn("locale", "text", (column) => column.notNull().defaultTo("fr").check(sql`locale in ('fr', 'en')`))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of tables) {
    await db.schema.alterTable(table).dropColumn("locale").execute();
  }
}
