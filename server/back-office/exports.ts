import type { Kysely } from "kysely";
import * as backOfficeMessages from "../../src/shared/back-office-messages.js";
import type { InboxFilters } from "../../src/shared/back-office-schemas.js";
import { formatParisDateTime } from "../../src/shared/paris-time.js";
import { requestStatusLabels, requestTypeLabels } from "../../src/shared/request-types.js";
import type { Database } from "../db/schema.js";
import { type KeysetPosition, olderThan } from "../platform/keyset-cursor.js";
import { ServiceError } from "../platform/service-error.js";
import type { Actor } from "./actor.js";
import { recordAudit } from "./audit-log.js";
import { CSV_BOM, csvLine } from "./csv.js";
import { inboxQuery } from "./inbox.js";
import { requestByReference } from "./request-detail.js";

const BATCH = 500;
const HEADER = [
  "Référence",
  "Type",
  "Statut",
  "Reçue le",
  "Prénom",
  "Nom",
  "E-mail",
  "Téléphone",
  "Société",
  "Objet",
  "Message",
  "Page d'origine",
  "Responsable",
];

/** The back-office's files: the filtered inbox as CSV and an application's CV, each audited. */
export function createExports(db: Kysely<Database>, now: () => number) {
  return {
    /**
     * The inbox as the filters show it, every page of it, written batch by batch (keyset, like the inbox)
     * so 100 000 rows never sit in memory at once.
     */
    async exportCsv(actor: Actor, filters: InboxFilters, write: (chunk: string) => void): Promise<void> {
      await recordAudit(
        db,
        actor,
        { action: "request.export", target: "demandes", detail: JSON.stringify(filters) },
        now(),
      );
      write(CSV_BOM + csvLine(HEADER));
      let after: KeysetPosition | null = null;
      for (;;) {
        const position: KeysetPosition | null = after;
        const rows = await inboxQuery(db, filters, actor.id)
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
        write(
          rows
            .map((row) =>
              csvLine([
                row.reference,
                requestTypeLabels[row.type],
                requestStatusLabels[row.status],
                formatParisDateTime(Number(row.createdAt)),
                row.firstName,
                row.lastName,
                row.email,
                row.phone,
                row.company,
                row.subject,
                row.message,
                row.sourcePage,
                row.ownerEmail,
              ]),
            )
            .join(""),
        );
        const last = rows.at(-1);
        if (rows.length < BATCH || !last) return;
        after = { createdAt: Number(last.createdAt), id: last.id };
      }
    },

    /** An application's CV as it was stored: bytes, checked type and cleaned name. */
    async cv(actor: Actor, reference: string) {
      const row = await requestByReference(db, reference);
      const file = await db
        .selectFrom("applicationFile")
        .selectAll()
        .where("requestId", "=", row.id)
        .executeTakeFirst();
      if (!file) throw new ServiceError("bad-request", backOfficeMessages.noCv);
      await recordAudit(
        db,
        actor,
        { action: "request.cv-download", target: row.reference, detail: file.fileName },
        now(),
      );
      return { fileName: file.fileName, mediaType: file.mediaType, content: file.content };
    },
  };
}
