import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_SESSIONS_PER_USER } from "../../../src/shared/api-limits.js";
import { MAX_TRPC_BATCH } from "../../../src/shared/trpc-batch.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";

interface SessionsPage {
  items: Array<{ id: string; current: boolean; browser: string | null; createdAt: number }>;
  nextCursor: string | null;
}

const chromeOnWindows =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * The probe that froze the server (docs/0017-probing-fixes.md): an account with thousands of sessions and
 * a batch of hundreds of `account.sessions`. Sessions are capped and lists paged, so the work one request
 * can cause is bounded: asserted on what is read and sent, not on time.
 */
describe("sessions per user: capped, listed in keyset pages", () => {
  let bed: AuthTestbed;
  const email = "many-devices@example.fr";

  beforeAll(async () => {
    bed = await startAuthTestbed();
  });
  afterAll(() => bed.close());

  const sessionCount = async (userId: string) =>
    Number(
      (
        await bed.server.database.db
          .selectFrom("session")
          .select((eb) => eb.fn.countAll().as("count"))
          .where("userId", "=", userId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it("ends the oldest session when one more opens at the cap, and pages the list newest first", async () => {
    const first = await bed.register(email);
    const userId = (await first.query<{ id: string }>("auth.me")).data?.id ?? "";
    // Sessions opened earlier by a script signing in in a loop: already over the cap, as before the fix.
    const db = bed.server.database.db;
    const base = Date.now() - 3_600_000;
    const earlier = Array.from({ length: MAX_SESSIONS_PER_USER + 5 }, () => randomBytes(16).toString("hex"));
    await db
      .insertInto("session")
      .values(
        earlier.map((id, index) => ({
          id,
          userId,
          expiresAt: Math.floor(Date.now() / 1000) + 3600,
          createdAt: base + index * 1000,
          lastSeenAt: base + index * 1000,
          authenticatedAt: base + index * 1000,
          userAgent: null,
          persistent: 0,
          browser: null,
          os: null,
          device: null,
        })),
      )
      .execute();

    const phone = bed.browser({ "user-agent": chromeOnWindows });
    const login = await phone.mutation("auth.login", { email, password: TEST_PASSWORD, rememberMe: false });
    expect(login.status).toBe(200);
    expect(await sessionCount(userId)).toBe(MAX_SESSIONS_PER_USER);
    // The 7 oldest ended (55 earlier + the registration's + this one = 57); the newer ones still work.
    const kept = await db.selectFrom("session").select("id").where("userId", "=", userId).execute();
    expect(earlier.slice(0, 7).filter((id) => kept.some((row) => row.id === id))).toEqual([]);
    expect(earlier.slice(7).every((id) => kept.some((row) => row.id === id))).toBe(true);
    expect((await first.query<{ email: string }>("auth.me")).data?.email).toBe(email);

    const seen: string[] = [];
    let cursor: string | undefined;
    const pageSizes: number[] = [];
    do {
      const page = await phone.query<SessionsPage>("account.sessions", { limit: 20, ...(cursor ? { cursor } : {}) });
      expect(page.status).toBe(200);
      pageSizes.push(page.data?.items.length ?? 0);
      seen.push(...(page.data?.items.map((each) => each.id) ?? []));
      if (pageSizes.length === 1) {
        // Parsed when stored: the device is there without parsing on read.
        expect(page.data?.items[0]).toMatchObject({ current: true, browser: "Chrome 131" });
      }
      cursor = page.data?.nextCursor ?? undefined;
    } while (cursor);
    expect(pageSizes).toEqual([20, 20, 10]);
    expect(new Set(seen).size).toBe(MAX_SESSIONS_PER_USER);

    // A full batch on an account at its cap: each call reads one page, so the answer stays small.
    const batch = await phone.request(
      `/trpc/${Array.from({ length: MAX_TRPC_BATCH }, () => "account.sessions").join(",")}?batch=1`,
    );
    expect(batch.status).toBe(200);
    const body = await batch.text();
    const answers = JSON.parse(body) as Array<{ result: { data: SessionsPage } }>;
    expect(answers.map((answer) => answer.result.data.items.length)).toEqual(
      Array(MAX_TRPC_BATCH).fill(MAX_SESSIONS_PER_USER),
    );
    expect(body.length).toBeLessThan(MAX_TRPC_BATCH * MAX_SESSIONS_PER_USER * 400);
  });

  it("refuses pages larger than the cap and starts over on a cursor it did not make", async () => {
    const browser = await bed.register("pages@example.fr");
    const tooLarge = await browser.query("account.sessions", { limit: MAX_SESSIONS_PER_USER + 1 });
    expect(tooLarge.status).toBe(400);
    const forged = await browser.query<SessionsPage>("account.sessions", { cursor: "bm90LWEtY3Vyc29y" });
    expect(forged.data?.items).toHaveLength(1);
  });
});
