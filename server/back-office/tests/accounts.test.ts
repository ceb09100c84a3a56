import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccountLine } from "../../back-office/accounts.js";
import { TEST_PASSWORD } from "../../testing/auth-testbed.js";
import { type BackOfficeTestbed, startBackOfficeTestbed } from "../../testing/back-office-testbed.js";
import { postJson, type TestBrowser } from "../../testing/http-client.js";

describe("back-office accounts: roles, disabling, reset links", () => {
  let bed: BackOfficeTestbed;
  let admin: TestBrowser;
  const origin = () => ({ origin: bed.server.url });

  beforeAll(async () => {
    bed = await startBackOfficeTestbed();
    admin = await bed.member("alice.admin@example.fr", "admin");
  });
  afterAll(() => bed.close());

  it("lists accounts with verification, sign-in methods and last sign-in, found by the beginning of an address", async () => {
    await bed.register("bob@example.fr");
    const page = await admin.query<{ items: AccountLine[] }>("admin.users", { search: "BOB@" });
    expect(page.data?.items).toEqual([
      expect.objectContaining({
        email: "bob@example.fr",
        role: "user",
        isEmailVerified: false,
        signInMethods: ["password"],
        lastSignInAt: expect.any(Number),
        disabledAt: null,
      }),
    ]);
  });

  it("changes a role, refuses to change the admin's own, and records the change", async () => {
    const changed = await admin.mutation("admin.setRole", { email: "bob@example.fr", role: "staff" }, origin());
    expect(changed.data).toEqual({ email: "bob@example.fr", role: "staff", previous: "user" });
    const own = await admin.mutation("admin.setRole", { email: "alice.admin@example.fr", role: "user" }, origin());
    expect([own.status, own.error?.message]).toEqual([
      403,
      "Vous ne pouvez pas modifier votre propre rôle ni désactiver votre propre compte.",
    ]);
  });

  it("disables an account: its open session and refresh token stop at once and sign-in is refused with a message", async () => {
    const carol = await bed.register("carol@example.fr");
    expect((await carol.query("auth.me")).status).toBe(200);
    const api = await postJson(bed.server.url, "/auth/login", { email: "carol@example.fr", password: TEST_PASSWORD });
    expect(api.status).toBe(200);
    const { token, refreshToken } = api.body as { token: string; refreshToken: string };

    expect((await admin.mutation("admin.disable", { email: "carol@example.fr" }, origin())).status).toBe(200);

    const me = await carol.query<{ id: string } | null>("auth.me");
    expect(me.data ?? null).toBeNull();
    const bearer = await fetch(`${bed.server.url}/auth/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(401);
    expect((await postJson(bed.server.url, "/auth/refresh-token", { refreshToken })).status).toBe(401);
    const again = await bed.browser().mutation("auth.login", {
      email: "carol@example.fr",
      password: TEST_PASSWORD,
      rememberMe: false,
    });
    expect([again.status, again.error?.message]).toEqual([
      403,
      "Ce compte a été désactivé. Contactez-nous si vous pensez qu'il s'agit d'une erreur.",
    ]);

    expect((await admin.mutation("admin.enable", { email: "carol@example.fr" }, origin())).status).toBe(200);
    const back = await bed.browser().mutation("auth.login", {
      email: "carol@example.fr",
      password: TEST_PASSWORD,
      rememberMe: false,
    });
    expect(back.status).toBe(200);

    const actions = await bed.server.database.db
      .selectFrom("auditLog")
      .select(["action", "target"])
      .where("actorEmail", "=", "alice.admin@example.fr")
      .orderBy("id")
      .execute();
    expect(actions).toEqual([
      { action: "user.role", target: "bob@example.fr" },
      { action: "user.disable", target: "carol@example.fr" },
      { action: "user.enable", target: "carol@example.fr" },
    ]);
  });

  it("mails an account the reset link a client asks the team for: it works once, and the log says who sent it", async () => {
    await bed.register("dave@example.fr");
    await bed.smtp.waitForMail("dave@example.fr"); // the verification mail
    const sent = await admin.mutation("admin.sendPasswordReset", { email: "Dave@example.fr" }, origin());
    expect(sent.data).toEqual({ success: true });
    const mail = await bed.smtp.waitForMail("dave@example.fr");
    expect(mail.text).toContain("Notre équipe vous envoie ce lien");
    const link = mail.links.find((each) => new URL(each).pathname === "/reset-password") ?? "";
    const token = new URL(link).searchParams.get("token") ?? "";
    expect((await bed.browser().mutation("auth.resetPassword", { token, password: "Brand5New" })).data).toEqual({
      success: true,
    });
    expect((await bed.browser().mutation("auth.resetPassword", { token, password: "Other5New" })).status).toBe(400);
    const signIn = await bed.browser().mutation("auth.login", {
      email: "dave@example.fr",
      password: "Brand5New",
      rememberMe: false,
    });
    expect(signIn.status).toBe(200);

    const unknown = await admin.mutation("admin.sendPasswordReset", { email: "nobody@example.fr" }, origin());
    expect([unknown.status, unknown.error?.message]).toEqual([400, "Aucun compte ne correspond."]);
    const logged = await bed.server.database.db
      .selectFrom("auditLog")
      .select(["actorEmail", "target"])
      .where("action", "=", "user.password-reset")
      .execute();
    expect(logged).toEqual([{ actorEmail: "alice.admin@example.fr", target: "dave@example.fr" }]);
  });
});
