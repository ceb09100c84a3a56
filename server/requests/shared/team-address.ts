import type { RequestType } from "../../../src/requests/shared/request-types.js";
import type { Config } from "../../platform/config/config.js";

/**
 * The team's mailbox for a request: recruiting for job applications (a CV has nothing to do in the sales
 * mailbox, and recruiting answers from its own address), the sales team for the rest (docs/0057).
 */
export function teamAddress(config: Pick<Config, "leadsEmail" | "careersEmail">, type: RequestType): string {
  return type === "application" ? config.careersEmail : config.leadsEmail;
}
