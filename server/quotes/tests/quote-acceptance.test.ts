import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteAcceptPath } from "../../../src/quotes/shared/quote-schemas.js";
import { frenchTypography } from "../../../src/shared/french-typography.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed } from "../../testing/auth-testbed.js";
import { postJson } from "../../testing/http-client.js";
import { QUOTE_VALIDITY_MS } from "../quote-terms.js";

const TEAM = "team@novadis.test";
const DAY = 24 * 60 * 60_000;

describe("accepting a quote online", () => {
  let bed: AuthTestbed;
  let url: string;
  // The services' clock: tests move it to reach a quote's expiry.
  let clock = Date.now();
  const customer = {
    firstName: "Noé",
    lastName: "Fabre",
    email: "noe@atelier-fabre.fr",
    company: "Atelier Fabre",
    address: "3 rue Mercière, 69002 Lyon",
  };
  const issue = (email: string, headers: Record<string, string> = {}) =>
    postJson(
      url,
      "/api/quotes",
      { offers: ["wordpress-essential"], customer: { ...customer, email }, consent: true },
      headers,
    );
  /** The token of the "Accepter le devis" link in the next quote mail to `email`. */
  const acceptToken = (email: string) => bed.linkToken(email, quoteAcceptPath);
  const accept = (token: string, headers: Record<string, string> = {}) =>
    postJson(url, "/api/quotes/acceptance", { token }, headers);

  beforeAll(async () => {
    bed = await startAuthTestbed({ env: { LEADS_EMAIL: TEAM }, services: { now: () => clock } });
    url = bed.server.url;
  });
  afterAll(() => bed.close());

  it("accepts through the mailed link once, recording who, when and from where, and tells client and team", async () => {
    const issued = await issue("link@example.fr");
    expect(issued.status).toBe(201);
    await bed.smtp.waitForMail(TEAM);
    const token = await acceptToken("link@example.fr");

    // Opening the link changes nothing.
    const shown = await fetch(`${url}/api/quotes/acceptance?token=${token}`);
    expect(await shown.json()).toMatchObject({ success: true, reference: issued.body.reference, state: "issued" });

    clock += 29 * DAY;
    // The test server trusts the loopback proxy, so the client address is the forwarded one.
    const accepted = await accept(token, { "x-forwarded-for": "203.0.113.9" });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ success: true, reference: issued.body.reference, state: "accepted" });
    const row = await bed.server.database.db
      .selectFrom("quote")
      .select(["status", "acceptedAt", "acceptedIp", "acceptedBy", "acceptTokenHash"])
      .where("reference", "=", issued.body.reference)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: "accepted",
      acceptedAt: clock,
      acceptedIp: "203.0.113.9",
      acceptedBy: "lien de l'e-mail",
      acceptTokenHash: null,
    });

    const confirmation = await bed.smtp.waitForMail("link@example.fr");
    expect(confirmation.subject).toBe(`Devis ${issued.body.reference} accepté – Novadis`);
    expect(confirmation.text).toContain("facture d'acompte");
    const team = await bed.smtp.waitForMail(TEAM);
    expect(team.subject).toContain(`[${issued.body.reference}] Devis accepté`);
    expect(team.text).toContain(frenchTypography("Adresse IP : 203.0.113.9"));

    const again = await accept(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, message: messages.quotes.acceptLinkInvalid });
  });

  it("refuses the link once the quote has expired, saying when", async () => {
    const issued = await issue("late@example.fr");
    const token = await acceptToken("late@example.fr");
    clock += QUOTE_VALIDITY_MS;
    const shown = await fetch(`${url}/api/quotes/acceptance?token=${token}`);
    expect(await shown.json()).toMatchObject({ reference: issued.body.reference, state: "expired" });
    const refused = await accept(token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^Ce devis a expiré le \d{1,2} \S+ \d{4}\. Demandez-en un nouveau/);
  });

  it("lets the signed-in owner accept from the dashboard, and nobody else", async () => {
    const owner = await bed.register("owner@example.fr");
    const issued = await owner.request("/api/quotes", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        offers: ["web-start", "shopify-start"],
        customer: { ...customer, email: "owner@example.fr" },
        consent: true,
      }),
    });
    const { reference } = (await issued.json()) as { reference: string };

    const listed = await owner.request("/api/quotes");
    expect(await listed.json()).toEqual({
      quotes: [
        expect.objectContaining({
          reference,
          state: "issued",
          totalExcludingTax: 208_000,
          pdfUrl: `${url}/api/quotes/${reference}/pdf`,
        }),
      ],
    });
    expect((await fetch(`${url}/api/quotes`)).status).toBe(401);

    const path = `/api/quotes/${reference}/acceptance`;
    expect((await postJson(url, path, {})).status).toBe(401);
    const stranger = await bed.register("stranger@example.fr");
    expect((await stranger.request(path, { method: "POST" })).status).toBe(404);

    const accepted = await owner.request(path, { method: "POST" });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ reference, state: "accepted" });
    const twice = await owner.request(path, { method: "POST" });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ success: false, message: messages.quoteDesk.alreadyAccepted });
    await bed.smtp.waitForMail("owner@example.fr"); // the address verification
    const byLinkToo = await accept(await acceptToken("owner@example.fr"));
    expect(byLinkToo.status).toBe(400);
  });
});
