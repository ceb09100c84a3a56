import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../server/platform/db/database.js";
import { TEST_PASSWORD } from "../../server/testing/auth-testbed.js";
import { startSmtpCapture } from "../../server/testing/smtp-capture.js";
import { createTestDatabase, type TestDatabase } from "../../server/testing/test-database.js";
import { startTestServer } from "../../server/testing/test-server.js";
import { copyDatabase } from "./copy-database.js";

const json = { "content-type": "application/json" };
/** Every byte value, so an encoding slip anywhere shows. */
const cv = Buffer.from(Array.from({ length: 256 }, (_, n) => n));
const post = (url: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { method: "POST", headers: { ...json, ...headers }, body: JSON.stringify(body) });

describe("npm run db:copy: an SQLite file into an empty PostgreSQL database", () => {
  const databases: TestDatabase[] = [];
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    for (const database of databases.splice(0)) await database.drop();
  });

  async function populatedSqlite() {
    const sqlite = await createTestDatabase("sqlite");
    databases.push(sqlite);
    const smtp = await startSmtpCapture();
    cleanups.push(() => smtp.close());
    const server = await startTestServer({ database: sqlite.target, env: { SMTP_URL: smtp.url } });
    const tokens: string[] = [];
    for (const email of ["ana@example.fr", "bruno@example.fr", "chloe@example.fr"]) {
      const registered = await post(server.url, "/auth/register", {
        firstName: "Ana",
        lastName: "Durand",
        email,
        password: TEST_PASSWORD,
      });
      tokens.push(((await registered.json()) as { token: string }).token);
      await post(server.url, "/auth/forgot-password", { email });
    }
    await post(server.url, "/auth/login", { email: "nobody@example.fr", password: "Wrong-pass1" });
    for (const email of ["ana@example.fr", "bruno@example.fr", "chloe@example.fr"]) await smtp.waitForMail(email);
    // A request with its CV: text, numbers and bytes (SQLite blob → PostgreSQL bytea).
    const at = Date.UTC(2026, 5, 15, 10);
    await server.database.db
      .insertInto("visitorRequest")
      .values({
        id: "r1",
        reference: "NOV-2026-00001",
        type: "application",
        firstName: "Ana",
        lastName: "Durand",
        email: "Ana@Example.fr",
        emailNormalized: "ana@example.fr",
        phone: null,
        company: null,
        subject: null,
        message: "Bonjour, voici mon CV — merci !",
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
    await server.database.db
      .insertInto("applicationFile")
      .values({ requestId: "r1", fileName: "cv.pdf", mediaType: "application/pdf", sizeBytes: 256, content: cv })
      .execute();
    await server.close();
    return { sqlite, tokens };
  }

  it("copies every table, verified by row counts, and the app then runs on the copy", async () => {
    const { sqlite, tokens } = await populatedSqlite();
    const postgres = await createTestDatabase("postgres");
    databases.push(postgres);
    if (sqlite.target.engine !== "sqlite" || postgres.target.engine !== "postgres") throw new Error("engines");

    const copied = await copyDatabase({ from: sqlite.target.path, to: postgres.target.url });
    const rows = Object.fromEntries(copied.map(({ table, rows }) => [table, rows]));
    expect(rows).toMatchObject({
      user: 3,
      session: 3,
      refresh_token: 3,
      email_token: 6,
      mail_outbox: 6,
      visitor_request: 1,
      application_file: 1,
    });
    expect(rows.rate_limit).toBeGreaterThan(0);
    // Parents first: a session's user is copied before it.
    const order = copied.map((each) => each.table);
    expect(order.indexOf("user")).toBeLessThan(order.indexOf("session"));

    const source = openDatabase(sqlite.target);
    const target = openDatabase(postgres.target);
    cleanups.push(() => source.close());
    cleanups.push(() => target.close());
    const users = (handle: typeof source) => handle.db.selectFrom("user").selectAll().orderBy("id").execute();
    expect(await users(target)).toEqual(await users(source));
    const mails = (handle: typeof source) => handle.db.selectFrom("mailOutbox").selectAll().orderBy("id").execute();
    expect(await mails(target)).toEqual(await mails(source));
    const request = (handle: typeof source) => handle.db.selectFrom("visitorRequest").selectAll().execute();
    expect(await request(target)).toEqual(await request(source));
    const file = await target.db.selectFrom("applicationFile").selectAll().executeTakeFirstOrThrow();
    expect(Buffer.compare(Buffer.from(file.content), cv)).toBe(0);

    const server = await startTestServer({ database: postgres.target });
    cleanups.push(() => server.close());
    // A session opened on SQLite is still valid; a password set there still signs in.
    const user = await fetch(`${server.url}/auth/user`, { headers: { authorization: `Bearer ${tokens[0]}` } });
    expect(user.status).toBe(200);
    expect((await post(server.url, "/auth/login", { email: "bruno@example.fr", password: TEST_PASSWORD })).status).toBe(
      200,
    );
    // The outbox's numbering continues after the copied ids.
    const mailsBefore = (await mails(target)).length;
    await post(server.url, "/auth/forgot-password", { email: "chloe@example.fr" });
    // Forgot-password answers before it looks the address up (docs/0017): the mail is queued just after.
    const ids = await vi.waitFor(async () => {
      const now = (await mails(target)).map((mail) => mail.id);
      expect(now.length).toBe(mailsBefore + 1);
      return now;
    });
    expect(new Set(ids).size).toBe(ids.length);
    expect(Math.max(...ids)).toBeGreaterThan(6);
  });

  it("refuses a PostgreSQL database that already holds data, and writes nothing", async () => {
    const { sqlite } = await populatedSqlite();
    const postgres = await createTestDatabase("postgres");
    databases.push(postgres);
    if (sqlite.target.engine !== "sqlite" || postgres.target.engine !== "postgres") throw new Error("engines");
    await copyDatabase({ from: sqlite.target.path, to: postgres.target.url });
    await expect(copyDatabase({ from: sqlite.target.path, to: postgres.target.url })).rejects.toThrow(
      /not empty \(user has 3 rows\)/,
    );
  });

  it("refuses a file that is not the app's database at this version", async () => {
    const empty = await createTestDatabase("sqlite");
    databases.push(empty);
    const postgres = await createTestDatabase("postgres");
    databases.push(postgres);
    if (empty.target.engine !== "sqlite" || postgres.target.engine !== "postgres") throw new Error("engines");
    await expect(copyDatabase({ from: empty.target.path, to: postgres.target.url })).rejects.toThrow();
    const handle = openDatabase(empty.target);
    await handle.db.selectNoFrom((eb) => eb.val(1).as("one")).execute();
    await handle.close();
    await expect(copyDatabase({ from: empty.target.path, to: postgres.target.url })).rejects.toThrow(
      /lacks migrations 0001-users-and-sessions/,
    );
  });
});
