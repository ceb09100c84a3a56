import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "../../platform/tokens.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";

describe("refresh tokens", () => {
  let bed: AuthTestbed;
  const userStatus = async (token: string) =>
    (await fetch(`${bed.server.url}/auth/user`, { headers: { authorization: `Bearer ${token}` } })).status;

  beforeAll(async () => {
    bed = await startAuthTestbed();
    await postJson(bed.server.url, "/auth/register", {
      firstName: "Rémi",
      lastName: "Roux",
      email: "remi@example.fr",
      password: TEST_PASSWORD,
    });
  });
  afterAll(() => bed.close());

  const login = async () =>
    (await postJson(bed.server.url, "/auth/login", { email: "remi@example.fr", password: TEST_PASSWORD })).body as {
      token: string;
      refreshToken: string;
    };
  const refresh = (refreshToken: string) => postJson(bed.server.url, "/auth/refresh-token", { refreshToken });

  it("are stored only as SHA-256 hashes, with 30 days of life", async () => {
    const { refreshToken } = await login();
    const row = await bed.server.database.db
      .selectFrom("refreshToken")
      .selectAll()
      .where("id", "=", hashToken(refreshToken))
      .executeTakeFirstOrThrow();
    expect(row.expiresAt - row.createdAt).toBe(30 * 24 * 3600 * 1000);
    const raw = await bed.server.database.db.selectFrom("refreshToken").select("id").execute();
    expect(raw.map((each) => each.id)).not.toContain(refreshToken);
  });

  it("rotate on use: the old refresh token and the old access token stop working", async () => {
    const first = await login();
    const second = (await refresh(first.refreshToken)).body;
    expect(await userStatus(second.token)).toBe(200);
    expect(await userStatus(first.token)).toBe(401);
    const third = await refresh(second.refreshToken);
    expect(third.status).toBe(200);
  });

  it("presenting a rotated token again revokes the whole chain and its sessions", async () => {
    const first = await login();
    const second = (await refresh(first.refreshToken)).body;
    const third = (await refresh(second.refreshToken)).body;
    expect(await userStatus(third.token)).toBe(200);

    const replay = await refresh(first.refreshToken);
    expect(replay.status).toBe(401);
    // The thief's copy and the legitimate latest pair are both dead now.
    expect(await userStatus(third.token)).toBe(401);
    expect((await refresh(third.refreshToken)).status).toBe(401);
  });

  it("a reuse in one chain leaves the user's other logins alone", async () => {
    const mine = await login();
    const other = await login();
    await refresh(mine.refreshToken);
    await refresh(mine.refreshToken);
    expect(await userStatus(other.token)).toBe(200);
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });
});
