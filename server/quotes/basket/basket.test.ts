import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { type AuthTestbed, startAuthTestbed, TEST_PASSWORD } from "../../testing/auth-testbed.js";

describe("the signed-in basket on the server (basket.*)", () => {
  let bed: AuthTestbed;
  beforeAll(async () => {
    bed = await startAuthTestbed();
  });
  afterAll(() => bed.close());

  /** A second browser signed in to the same account. */
  async function secondBrowser(email: string) {
    const other = bed.browser();
    const login = await other.mutation("auth.login", { email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    return other;
  }

  it("refuses a visitor who is not signed in", async () => {
    expect((await bed.browser().query("basket.mine")).status).toBe(401);
    expect((await bed.browser().mutation("basket.merge", { offers: ["web-start"] })).status).toBe(401);
  });

  it("follows the account to another browser: merged on sign-in (account's offers first, nothing twice), replaced as it changes", async () => {
    const first = await bed.register("lea@example.fr");
    const merged = await first.mutation<string[]>("basket.merge", { offers: ["shopify-essential", "wordpress-start"] });
    expect(merged.data).toEqual(["shopify-essential", "wordpress-start"]);

    const second = await secondBrowser("lea@example.fr");
    const joined = await second.mutation<string[]>("basket.merge", { offers: ["web-start", "wordpress-start"] });
    expect(joined.data).toEqual(["shopify-essential", "wordpress-start", "web-start"]);
    expect((await first.query<string[]>("basket.mine")).data).toEqual(joined.data);

    expect((await first.mutation("basket.replace", { offers: ["web-start"] })).status).toBe(200);
    expect((await second.query<string[]>("basket.mine")).data).toEqual(["web-start"]);
    // Another account sees none of it.
    const stranger = await bed.register("paul@example.fr");
    expect((await stranger.query<string[]>("basket.mine")).data).toEqual([]);
  });

  it("keeps every offer when several tabs merge at once", async () => {
    const browser = await bed.register("ines@example.fr");
    const offers = ["web-start", "web-essential", "web-launch", "shopify-start", "wordpress-launch"];
    const results = await Promise.all(offers.map((id) => browser.mutation("basket.merge", { offers: [id] })));
    expect(results.map((result) => result.status)).toEqual(offers.map(() => 200));
    expect(new Set((await browser.query<string[]>("basket.mine")).data)).toEqual(new Set(offers));
  });

  it("refuses more offers than a quote may hold, in French", async () => {
    const browser = await bed.register("hugo@example.fr");
    const ten = Array.from({ length: 10 }, (_, index) => `offre-${index}`);
    const refused = await browser.mutation("basket.merge", { offers: ten });
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(messages.quotes.offersTooMany);
  });

  it("is in the account's data export and goes with the account", async () => {
    const browser = await bed.register("mila@example.fr");
    await browser.mutation("basket.merge", { offers: ["shopify-launch"] });
    const exported = await browser.query<Record<string, unknown>>("account.exportData");
    expect(JSON.stringify(exported.data)).toContain('"basket":{"offers":["shopify-launch"]}');
    const user = await bed.server.database.db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "mila@example.fr")
      .executeTakeFirstOrThrow();
    expect((await browser.mutation("account.deleteAccount", { confirmEmail: "mila@example.fr" })).status).toBe(200);
    const left = await bed.server.database.db
      .selectFrom("basketItem")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
