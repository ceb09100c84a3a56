import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed } from "../testing/auth-testbed.js";
import { postJson } from "../testing/http-client.js";

/**
 * The `/api/quotes*` routes over their procedures (docs/0051-one-door-per-action.md): a visitor without a session
 * is told what the contract says, a malformed reference is refused before the session is asked for, and the
 * procedures that only answer the REST contract are unknown to the browser's `/trpc`.
 */
describe("the quote routes as adapters over the quotes procedures", () => {
  let bed: AuthTestbed;
  let url: string;

  beforeAll(async () => {
    bed = await startAuthTestbed({});
    url = bed.server.url;
  });
  afterAll(() => bed.close());

  it("tells a visitor without a session to sign in, in the contract's words", async () => {
    const listed = await fetch(`${url}/api/quotes`);
    expect(listed.status).toBe(401);
    expect(await listed.json()).toEqual({ success: false, message: messages.quoteDesk.signInToList });
    const accepted = await postJson(url, "/api/quotes/DEV-2026-0001/acceptance", {});
    expect(accepted.status).toBe(401);
    expect(accepted.body).toEqual({ success: false, message: messages.quoteDesk.signInToAccept });
  });

  it("refuses a malformed reference before asking for the session", async () => {
    const accepted = await postJson(url, "/api/quotes/DEV-26/acceptance", {});
    expect(accepted.status).toBe(400);
    expect(accepted.body).toEqual({ success: false, message: messages.quotes.referenceInvalid, field: "reference" });
    const pdf = await fetch(`${url}/api/quotes/DEV-26/pdf`);
    expect(pdf.status).toBe(400);
    expect(await pdf.json()).toEqual({ success: false, message: messages.quotes.referenceInvalid, field: "reference" });
  });

  it("keeps the REST contract's own procedures off /trpc", async () => {
    const browser = bed.browser();
    for (const path of ["quotes.pdf", "quotes.acceptance"]) {
      expect((await browser.query(path, { reference: "DEV-2026-0001", token: "x".repeat(43) })).status).toBe(404);
    }
    for (const path of ["quotes.acceptByLink", "quotes.acceptAsOwner"]) {
      expect((await browser.mutation(path, { reference: "DEV-2026-0001", token: "x".repeat(43) })).status).toBe(404);
    }
  });
});
