import type { Role } from "../../src/back-office/shared/roles.js";
import { type AuthTestbed, startAuthTestbed } from "./auth-testbed.js";
import type { TestBrowser } from "./http-client.js";

export interface BackOfficeTestbed extends AuthTestbed {
  /** A registered, signed-in account with `role` (set in the database, as the promote command does). */
  member(email: string, role: Role): Promise<TestBrowser>;
  userId(email: string): Promise<string>;
  /** A quote request sent through the public API; returns its reference. */
  submitQuote(fields?: Record<string, unknown>): Promise<string>;
}

export async function startBackOfficeTestbed(env: Record<string, string> = {}): Promise<BackOfficeTestbed> {
  const bed = await startAuthTestbed({ env: { LEADS_EMAIL: "team@novadis.test", ...env } });
  return {
    ...bed,
    async member(email, role) {
      const browser = await bed.register(email);
      await bed.server.database.db.updateTable("user").set({ role }).where("email", "=", email).execute();
      return browser;
    },
    async userId(email) {
      const row = await bed.server.database.db
        .selectFrom("user")
        .select("id")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async submitQuote(fields = {}) {
      const response = await bed.browser().request("/api/requests", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          type: "quote",
          firstName: "Léa",
          lastName: "Martin",
          email: "lea.martin@example.fr",
          company: "Boulangerie Martin",
          message: "Bonjour, un devis svp.",
          consent: true,
          ...fields,
        }),
      });
      const body = (await response.json()) as { reference?: string; message?: string };
      if (!body.reference) throw new Error(`request refused: ${body.message}`);
      return body.reference;
    },
  };
}
