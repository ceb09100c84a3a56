import type { Writable } from "node:stream";
import type { Kysely } from "kysely";
import type { InboxFilters } from "../../src/back-office/shared/back-office-schemas.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import { toParisIso } from "../../src/shared/paris-time.js";
import type { Database } from "../platform/db/schema.js";
import type { FileStore } from "../platform/files/file-store.js";
import { type KeysetPosition, olderThan } from "../platform/keyset-cursor.js";
import { ServiceError } from "../platform/service-error.js";
import type { Actor } from "./actor.js";
import { recordAudit } from "./audit-log.js";
import { CSV_BOM, csvCell, csvLine, csvTextCell } from "./csv.js";
import { type ExportColumn, type ExportRow, exportColumns } from "./export-columns.js";
import { inboxQuery } from "./inbox.js";
import { requestByReference } from "./request-detail.js";
import { xlsxWriter } from "./xlsx.js";

const BATCH = 500;

/** A CSV has no types: an instant is written in ISO 8601 with the Paris offset, a phone kept as text. */
function csvValue(column: ExportColumn, row: ExportRow): string {
  if (column.kind === "phone") return csvTextCell(column.value(row));
  if (column.kind === "text") return csvCell(column.value(row));
  const instant = column.value(row);
  return csvCell(instant === null ? null : toParisIso(instant));
}

/** The back-office's files: the filtered inbox as CSV or XLSX and an application's CV, each audited. */
export function createExports(db: Kysely<Database>, files: FileStore, now: () => number) {
  /**
   * The inbox as the filters show it, every page of it, read batch by batch (keyset, like the inbox) so
   * 100 000 rows never sit in memory at once; the export is audited first, with its format.
   */
  async function eachBatch(
    actor: Actor,
    filters: InboxFilters,
    fileName: string,
    take: (rows: ExportRow[]) => void,
  ): Promise<void> {
    await recordAudit(
      db,
      actor,
      { action: "request.export", target: fileName, detail: JSON.stringify(filters) },
      now(),
    );
    let after: KeysetPosition | null = null;
    for (;;) {
      const position: KeysetPosition | null = after;
      const rows = await inboxQuery(db, filters, actor.id)
        .leftJoin("booking", "booking.requestId", "visitorRequest.id")
        .select([
          "visitorRequest.id",
          "visitorRequest.reference",
          "visitorRequest.type",
          "visitorRequest.status",
          "visitorRequest.createdAt",
          "visitorRequest.firstName",
          "visitorRequest.lastName",
          "visitorRequest.email",
          "visitorRequest.phone",
          "visitorRequest.company",
          "visitorRequest.subject",
          "visitorRequest.message",
          "visitorRequest.category",
          "visitorRequest.offerId",
          "visitorRequest.expertiseId",
          "visitorRequest.jobId",
          "booking.startsAt as callStart",
          "visitorRequest.sourcePage",
          "owner.email as ownerEmail",
        ])
        .$if(position !== null, (query) =>
          query.where((eb) =>
            olderThan(eb, position as KeysetPosition, {
              createdAt: "visitorRequest.createdAt",
              id: "visitorRequest.id",
            }),
          ),
        )
        .limit(BATCH)
        .execute();
      take(
        rows.map(({ id: _id, createdAt, callStart, ...row }) => ({
          ...row,
          createdAt: Number(createdAt),
          callStart: callStart === null ? null : Number(callStart),
        })),
      );
      const last = rows.at(-1);
      if (rows.length < BATCH || !last) return;
      after = { createdAt: Number(last.createdAt), id: last.id };
    }
  }

  return {
    /** As text, written chunk by chunk: `write` sends each batch on. */
    async exportCsv(actor: Actor, filters: InboxFilters, write: (chunk: string) => void): Promise<void> {
      write(CSV_BOM + csvLine(exportColumns.map((column) => csvCell(column.header))));
      await eachBatch(actor, filters, "demandes.csv", (rows) =>
        write(rows.map((row) => csvLine(exportColumns.map((column) => csvValue(column, row)))).join("")),
      );
    },

    /** As a workbook streamed to `output`, which it ends. */
    async exportXlsx(actor: Actor, filters: InboxFilters, output: Writable): Promise<void> {
      const workbook = xlsxWriter(output, exportColumns);
      await eachBatch(actor, filters, "demandes.xlsx", (rows) => workbook.add(rows));
      await workbook.finish();
    },

    /** An application's CV as it was stored: its bytes as a stream, checked type and cleaned name. */
    async cv(actor: Actor, reference: string) {
      const row = await requestByReference(db, reference);
      const file = await db
        .selectFrom("applicationFile")
        .select(["fileName", "mediaType", "fileKey"])
        .where("requestId", "=", row.id)
        .executeTakeFirst();
      if (!file?.fileKey) throw new ServiceError("bad-request", messages.backOffice.noCv);
      const opened = await files.open(file.fileKey);
      await recordAudit(
        db,
        actor,
        { action: "request.cv-download", target: row.reference, detail: file.fileName },
        now(),
      );
      return { fileName: file.fileName, mediaType: file.mediaType, file: opened };
    },
  };
}
