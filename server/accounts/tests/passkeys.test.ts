import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import type { TestBrowser } from "../../testing/http-client.js";
import { type OidcProvider, startOidcProvider } from "../../testing/oidc-provider.js";
import { createSoftwareAuthenticator, type SoftwareAuthenticator } from "../../testing/software-authenticator.js";
import { PASSKEY_CHALLENGE_LIFETIME_MS } from "../passkey-challenges.js";
import { totpCodeAt } from "../totp.js";

const MINUTE = 60_000;

/** An answer the test needs to go on. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("expected an answer");
  return value;
}

interface Passkey {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
}

describe("passkeys (WebAuthn) with a software authenticator and the real server verification", () => {
  let clock = Date.UTC(2026, 10, 24, 9, 0);
  let provider: OidcProvider;
  let bed: AuthTestbed;

  beforeAll(async () => {
    provider = await startOidcProvider();
    bed = await startAuthTestbed({ env: provider.env, services: { now: () => clock } });
  });
  afterAll(async () => {
    await bed.close();
    await provider.close();
  });

  const authenticator = (options?: { userVerified: boolean }) =>
    createSoftwareAuthenticator(bed.server.config.appUrl, options);

  async function addPasskey(browser: TestBrowser, device: SoftwareAuthenticator, name = "Téléphone") {
    const options = await browser.mutation<PublicKeyCredentialCreationOptionsJSON>(
      "identity.passkeyRegistrationOptions",
    );
    expect(options.status).toBe(200);
    return browser.mutation<Passkey>("identity.addPasskey", { name, response: device.create(must(options.data)) });
  }

  const signInOptions = async (browser: TestBrowser) =>
    must((await browser.mutation<PublicKeyCredentialRequestOptionsJSON>("auth.passkeyOptions")).data);

  const passkeysOf = async (browser: TestBrowser) => (await browser.query<Passkey[]>("identity.passkeys")).data ?? [];

  it("registers a passkey (RP ID from APP_URL), mails the owner, signs in with it from another browser, exports its name", async () => {
    const owner = await bed.register("pia@example.fr");
    await bed.smtp.waitForMail("pia@example.fr");
    const device = authenticator();
    const options = await owner.mutation<PublicKeyCredentialCreationOptionsJSON>("identity.passkeyRegistrationOptions");
    expect(options.data?.rp).toEqual({ id: "127.0.0.1", name: "Novadis" });
    expect(options.data?.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "preferred",
    });
    const added = await owner.mutation<Passkey>("identity.addPasskey", {
      name: "Téléphone",
      response: device.create(must(options.data)),
    });
    expect(added.status).toBe(200);
    expect((await bed.smtp.waitForMail("pia@example.fr")).subject).toContain("Une clé d'accès a été ajoutée");
    expect(await passkeysOf(owner)).toEqual([
      { id: added.data?.id, name: "Téléphone", createdAt: clock, lastUsedAt: null },
    ]);
    expect((await owner.query("identity.signInMethods")).data).toMatchObject({ password: true, passkeys: 1 });

    clock += MINUTE;
    const elsewhere = bed.browser();
    const signedIn = await elsewhere.mutation("auth.loginPasskey", {
      response: device.get(await signInOptions(elsewhere)),
    });
    expect(signedIn.status).toBe(200);
    expect((await elsewhere.query<{ email: string }>("auth.me")).data?.email).toBe("pia@example.fr");
    expect((await passkeysOf(owner))[0]?.lastUsedAt).toBe(clock);

    const exported = await owner.query<{ passkeys: unknown[] }>("account.exportData");
    expect(exported.data?.passkeys).toEqual([
      {
        name: "Téléphone",
        createdAt: new Date(clock - MINUTE).toISOString(),
        lastUsedAt: new Date(clock).toISOString(),
      },
    ]);
  });

  it("refuses a signature counter that went back (a cloned key), a challenge used twice and an expired one", async () => {
    const owner = await bed.register("cloned@example.fr");
    const device = authenticator();
    expect((await addPasskey(owner, device)).status).toBe(200);
    const visitor = bed.browser();
    const signIn = (response: unknown) => visitor.mutation("auth.loginPasskey", { response });

    const options = await signInOptions(visitor);
    expect((await signIn(device.get(options))).status).toBe(200);
    const replayed = await signIn(device.get(options));
    expect(replayed.status).toBe(401);
    expect(replayed.error?.message).toBe(messages.accounts.passkeySignInFailed);

    const credential = must([...device.credentials.values()][0]);
    credential.counter = 0; // the next signature carries 1, not above the 1 the server holds
    expect((await signIn(device.get(await signInOptions(visitor)))).status).toBe(401);
    credential.counter = 5;
    expect((await signIn(device.get(await signInOptions(visitor)))).status).toBe(200);

    const late = await signInOptions(visitor);
    clock += PASSKEY_CHALLENGE_LIFETIME_MS + 1;
    expect((await signIn(device.get(late))).status).toBe(401);
  });

  it("needs a recent sign-in to add a passkey, and the registration challenge of the session that asked", async () => {
    const owner = await bed.register("sudo-key@example.fr");
    const device = authenticator();
    const options = await owner.mutation<PublicKeyCredentialCreationOptionsJSON>("identity.passkeyRegistrationOptions");

    const otherSession = bed.browser();
    await otherSession.mutation("auth.login", {
      email: "sudo-key@example.fr",
      password: "Sup3rSecret",
      rememberMe: false,
    });
    const stolen = await otherSession.mutation("identity.addPasskey", {
      name: "Autre",
      response: device.create(must(options.data)),
    });
    expect(stolen.status).toBe(400);
    expect(stolen.error?.message).toBe(messages.identity.passkeyRegistrationFailed);

    clock += 11 * MINUTE;
    expect((await owner.mutation("identity.passkeyRegistrationOptions")).status).toBe(412);
    expect(await passkeysOf(owner)).toEqual([]);
  });

  it("re-authenticates with one of the account's own passkeys, not someone else's", async () => {
    const owner = await bed.register("reauth-key@example.fr");
    const device = authenticator();
    const added = await addPasskey(owner, device);
    const strangerDevice = authenticator();
    await addPasskey(await bed.register("reauth-stranger@example.fr"), strangerDevice);
    expect((await owner.query("auth.reauthenticationMethods")).data).toEqual({
      password: true,
      google: false,
      passkey: true,
    });

    clock += 11 * MINUTE;
    const remove = () => owner.mutation("identity.removePasskey", { id: added.data?.id });
    expect((await remove()).status).toBe(412);
    const reauthenticate = async (with_: SoftwareAuthenticator) =>
      owner.mutation("auth.reauthenticateWithPasskey", { response: with_.get(await signInOptions(owner)) });
    const foreign = await reauthenticate(strangerDevice);
    expect(foreign.status).toBe(403);
    expect(foreign.error?.message).toBe(messages.identity.passkeyOfAnotherAccount);
    expect((await remove()).status).toBe(412);
    expect((await reauthenticate(device)).status).toBe(200);
    expect((await remove()).status).toBe(200);
  });

  it("lets nobody remove someone else's passkey", async () => {
    const owner = await bed.register("owner-key@example.fr");
    const added = await addPasskey(owner, authenticator());
    const stranger = await bed.register("stranger@example.fr");
    const refused = await stranger.mutation("identity.removePasskey", { id: added.data?.id });
    expect(refused.status).toBe(404);
    expect(refused.error?.message).toBe(messages.identity.passkeyNotFound);
    expect(await passkeysOf(owner)).toHaveLength(1);

    expect((await owner.mutation("identity.removePasskey", { id: added.data?.id })).status).toBe(200);
    expect(await passkeysOf(owner)).toEqual([]);
    const subjects = [];
    for (let mail = 0; mail < 3; mail++) subjects.push((await bed.smtp.waitForMail("owner-key@example.fr")).subject);
    expect(subjects[2]).toContain("Une clé d'accès a été retirée");
  });

  it("renames the owner's passkey (trimmed, 1–60 characters) after a recent sign-in; another's is not found", async () => {
    const owner = await bed.register("rename-key@example.fr");
    const added = must((await addPasskey(owner, authenticator(), "Téléphone")).data);
    const rename = (browser: TestBrowser, name: unknown) =>
      browser.mutation<Passkey>("identity.renamePasskey", { id: added.id, name });

    const renamed = await rename(owner, "  Ordinateur du bureau  ");
    expect(renamed.status).toBe(200);
    expect(renamed.data).toEqual({ ...added, name: "Ordinateur du bureau" });
    expect((await passkeysOf(owner)).map((passkey) => passkey.name)).toEqual(["Ordinateur du bureau"]);

    for (const [name, message] of [
      ["   ", messages.identity.passkeyNameRequired],
      ["x".repeat(61), messages.identity.passkeyNameTooLong],
    ] as const) {
      const refused = await rename(owner, name);
      expect(refused.status).toBe(400);
      expect(refused.error?.message).toContain(message);
    }

    const stranger = await bed.register("rename-stranger@example.fr");
    const foreign = await rename(stranger, "À moi");
    expect(foreign.status).toBe(404);
    expect(foreign.error?.message).toBe(messages.identity.passkeyNotFound);

    clock += 11 * MINUTE;
    expect((await rename(owner, "Tablette")).status).toBe(412);
    expect((await passkeysOf(owner)).map((passkey) => passkey.name)).toEqual(["Ordinateur du bureau"]);
  });

  it("never removes the last way in: a Google account keeps Google while its passkey is the other method, then the passkey", async () => {
    provider.setUser({ sub: "g-lou", email: "lou@gmail.example", email_verified: true, given_name: "Lou" });
    const owner = bed.browser();
    const started = await owner.request("/auth/google?next=/dashboard");
    const fromProvider = await fetch(started.headers.get("location") ?? "", { redirect: "manual" });
    const callback = new URL(fromProvider.headers.get("location") ?? "");
    await owner.request(callback.pathname + callback.search);
    expect((await owner.query("identity.signInMethods")).data).toMatchObject({ password: false, passkeys: 0 });

    const device = authenticator();
    const added = await addPasskey(owner, device, "Ordinateur");
    expect((await owner.mutation("identity.unlinkGoogle")).status).toBe(200);
    const last = await owner.mutation("identity.removePasskey", { id: added.data?.id });
    expect(last.status).toBe(409);
    expect(last.error?.message).toBe(messages.identity.lastMethod);

    const visitor = bed.browser();
    expect(
      (await visitor.mutation("auth.loginPasskey", { response: device.get(await signInOptions(visitor)) })).status,
    ).toBe(200);
  });

  it("counts a user-verified passkey as two factors; a presence-only one still asks a TOTP account for its code", async () => {
    const owner = await bed.register("totp-key@example.fr");
    const secret = (await owner.mutation<{ secret: string }>("twoFactor.start")).data?.secret ?? "";
    expect((await owner.mutation("twoFactor.confirm", { code: await totpCodeAt(secret, clock) })).status).toBe(200);
    const verifying = authenticator();
    const presenceOnly = authenticator({ userVerified: false });
    expect((await addPasskey(owner, verifying, "Téléphone")).status).toBe(200);
    expect((await addPasskey(owner, presenceOnly, "Clé USB")).status).toBe(200);

    const visitor = bed.browser();
    const verified = await visitor.mutation<{ user: { email: string } }>("auth.loginPasskey", {
      response: verifying.get(await signInOptions(visitor)),
    });
    expect(verified.data?.user.email).toBe("totp-key@example.fr");

    const another = bed.browser();
    const presence = await another.mutation("auth.loginPasskey", {
      response: presenceOnly.get(await signInOptions(another)),
    });
    expect(presence.data).toMatchObject({ twoFactorRequired: true });
    expect((await another.query("auth.me")).data).toBeNull();
  });

  it("answers a malformed authenticator response with a 400, never a 500", async () => {
    const visitor = bed.browser();
    const garbage = await visitor.mutation("auth.loginPasskey", {
      response: {
        id: "abc",
        rawId: "abc",
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: "x" },
      },
    });
    expect(garbage.status).toBe(400);
    const unknown = await visitor.mutation("auth.loginPasskey", {
      response: {
        id: "bm9wZQ",
        rawId: "bm9wZQ",
        type: "public-key",
        clientExtensionResults: {},
        response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
      },
    });
    expect(unknown.status).toBe(401);
  });
});
