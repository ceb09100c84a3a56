import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";

/**
 * The same action twice at the same moment, as a double click or a replayed request makes it: the
 * guards (unique index, single-use tokens in one transaction) must hold when both requests interleave.
 */
describe("concurrent duplicates", () => {
  let bed: AuthTestbed;
  let url: string;

  beforeAll(async () => {
    bed = await startAuthTestbed();
    url = bed.server.url;
  });
  afterAll(() => bed.close());

  const register = (email: string) =>
    postJson(url, "/auth/register", { firstName: "Léa", lastName: "Martin", email, password: TEST_PASSWORD });
  const statuses = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status).sort();

  it("one e-mail registered twice at once: one 201, one 409, one account", async () => {
    const answers = await Promise.all([register("twice@example.fr"), register("TWICE@example.fr")]);
    expect(statuses(answers)).toEqual([201, 409]);
    const rows = await bed.server.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "twice@example.fr")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("one refresh token presented twice at once: one rotation, then the chain is revoked", async () => {
    const { refreshToken } = (await register("refresh-race@example.fr")).body as { refreshToken: string };
    const answers = await Promise.all([
      postJson(url, "/auth/refresh-token", { refreshToken }),
      postJson(url, "/auth/refresh-token", { refreshToken }),
    ]);
    // The loser is a reuse of a rotated token and revokes the chain. When that revocation lands while the
    // winner is still issuing its pair, the winner notices and answers 401 too (nothing usable leaves); else
    // the winner answers 200 with a pair the revocation then ends.
    const sorted = statuses(answers);
    expect([
      [200, 401],
      [401, 401],
    ]).toContainEqual(sorted);
    const winner = answers.find((answer) => answer.status === 200)?.body as
      | { token: string; refreshToken: string }
      | undefined;
    if (winner) {
      expect((await postJson(url, "/auth/refresh-token", { refreshToken: winner.refreshToken })).status).toBe(401);
      const user = await fetch(`${url}/auth/user`, { headers: { authorization: `Bearer ${winner.token}` } });
      expect(user.status).toBe(401);
    }
    // Either way the original token is dead too.
    expect((await postJson(url, "/auth/refresh-token", { refreshToken })).status).toBe(401);
  });

  it("one verification link used twice at once: one success, one refusal, the address verified", async () => {
    await register("verify-race@example.fr");
    const token = await bed.linkToken("verify-race@example.fr", "/congratulation");
    const answers = await Promise.all([
      postJson(url, "/auth/verify-email", { token }),
      postJson(url, "/auth/verify-email", { token }),
    ]);
    expect(statuses(answers)).toEqual([200, 400]);
    const row = await bed.server.database.db
      .selectFrom("user")
      .select("isEmailVerified")
      .where("email", "=", "verify-race@example.fr")
      .executeTakeFirstOrThrow();
    expect(row.isEmailVerified).toBe(1);
  });
});
