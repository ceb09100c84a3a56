/**
 * `npm run db:copy:sample -- --megabytes 2000 --out /tmp/cvs.db`: an SQLite database of the app, migrated,
 * holding job applications whose CVs (5 MB each, the upload limit, of random bytes that compress to nothing)
 * total that many megabytes, stored as the app stores them. Then `npm run db:copy -- --from /tmp/cvs.db --to
 * postgres://…` shows what copying them costs: it prints its time and peak memory (docs/0059).
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { openDatabase } from "../../server/platform/db/database.js";
import { migrateToLatest } from "../../server/platform/db/migrate.js";
import { createFileStore } from "../../server/platform/files/file-store.js";
import { createLogger } from "../../server/platform/logging/logger.js";
import { CV_MAX_BYTES } from "../../src/shared/api-limits.js";

const { values } = parseArgs({ options: { megabytes: { type: "string" }, out: { type: "string" } } });
const megabytes = Number(values.megabytes);
if (!values.out || !Number.isFinite(megabytes) || megabytes <= 0) {
  console.error("usage: npm run db:copy:sample -- --megabytes <total size of the CVs> --out <new SQLite file>");
  process.exit(2);
}
if (existsSync(values.out)) {
  console.error(`${values.out} exists: name a new file.`);
  process.exit(2);
}

const database = openDatabase({ engine: "sqlite", path: values.out });
try {
  await migrateToLatest(database);
  const { db } = database;
  const files = createFileStore({
    db,
    settings: { store: "database", s3: undefined },
    logger: createLogger("silent"),
  });
  const count = Math.ceil((megabytes * 1024 * 1024) / CV_MAX_BYTES);
  const at = Date.UTC(2026, 5, 15, 10);
  for (let n = 1; n <= count; n++) {
    const cv = await files.put(randomBytes(CV_MAX_BYTES), "application/pdf");
    const id = `sample-${n}`;
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto("visitorRequest")
        .values({
          id,
          reference: `NOV-2026-${String(n).padStart(5, "0")}`,
          type: "application",
          firstName: "Candidate",
          lastName: String(n),
          email: `candidate${n}@example.fr`,
          emailNormalized: `candidate${n}@example.fr`,
          phone: null,
          company: null,
          subject: null,
          message: null,
          category: null,
          offerId: null,
          expertiseId: null,
          jobId: "developpeur-web",
          sourcePage: "/careers",
          userId: null,
          consentAt: at,
          consentVersion: "2026-01-01",
          createdAt: at,
          updatedAt: at,
        })
        .execute();
      await trx
        .insertInto("applicationFile")
        .values({
          requestId: id,
          fileName: `cv-${n}.pdf`,
          mediaType: cv.mediaType,
          sizeBytes: cv.sizeBytes,
          content: Buffer.alloc(0),
          fileKey: cv.key,
        })
        .execute();
    });
  }
  console.log(`${values.out}: ${count} applications, ${((count * CV_MAX_BYTES) / 1024 / 1024).toFixed(0)} MB of CVs.`);
} finally {
  await database.close();
}
