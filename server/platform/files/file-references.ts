import type { ExpressionBuilder } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * True for a stored file that no row names any more. Every column holding a file's key must be listed here:
 * the files of a column missing from it would be swept an hour after they were stored.
 */
export function unreferenced(eb: ExpressionBuilder<Database, "storedFile">) {
  return eb.and([
    eb.not(
      eb.exists(
        eb.selectFrom("applicationFile").select("requestId").whereRef("applicationFile.fileKey", "=", "storedFile.key"),
      ),
    ),
    eb.not(eb.exists(eb.selectFrom("quote").select("id").whereRef("quote.pdfFileKey", "=", "storedFile.key"))),
    eb.not(
      eb.exists(
        eb.selectFrom("mailAttachment").select("mailId").whereRef("mailAttachment.fileKey", "=", "storedFile.key"),
      ),
    ),
  ]);
}
