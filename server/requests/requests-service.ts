import type { Kysely } from "kysely";
import { createApplications } from "../applications/index.js";
import { createBookings } from "../booking/index.js";
import { type ContentCatalogue, contentCatalogue } from "../content/index.js";
import type { BotCheck } from "../platform/bot-check.js";
import type { Cleanup } from "../platform/cleanup.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import type { FileStore } from "../platform/files/file-store.js";
import type { Logger } from "../platform/logging/logger.js";
import type { Metrics } from "../platform/metrics/metrics.js";
import type { PersonalData } from "../platform/personal-data.js";
import type { RateLimiter } from "../platform/rate-limiter.js";
import { createAccountRequests } from "./account-requests.js";
import { createIntake } from "./intake.js";
import { requestRateRules } from "./rate-rules.js";
import type { RequestsContext } from "./requests-context.js";
import { purgeExpiredRequests } from "./retention.js";
import { createVisitorRequests } from "./visitor-requests.js";

export interface RequestsServiceDependencies {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  limiter: RateLimiter;
  botCheck: BotCheck;
  cleanup: Cleanup;
  /** The account's data export and deletion, where the requests register their part. */
  personalData: PersonalData;
  /** Logins and visitor requests are counted for /metrics. */
  metrics: Metrics;
  /** Called after mail is queued, to wake the outbox worker. */
  mailQueued: () => void;
  files: FileStore;
  catalogue?: ContentCatalogue;
  now?: () => number;
}

/**
 * What visitors send: requests (quote, contact, support, priority), discovery-call bookings and job
 * applications (docs/0014-visitor-requests.md). Like the auth service it knows nothing of HTTP: adapters
 * pass validated input and a Submitter, and turn ServiceErrors into their status codes.
 */
export function createRequestsService(deps: RequestsServiceDependencies) {
  const ctx: RequestsContext = {
    db: deps.db,
    config: deps.config,
    logger: deps.logger,
    limits: deps.limiter.register(requestRateRules),
    botCheck: deps.botCheck,
    catalogue: deps.catalogue ?? contentCatalogue,
    mailQueued: deps.mailQueued,
    metrics: deps.metrics,
    files: deps.files,
    now: deps.now ?? Date.now,
  };
  deps.cleanup.register("requests", (at) => purgeExpiredRequests(deps.db, at));
  const intake = createIntake(ctx);
  const accountRequests = createAccountRequests(ctx);
  deps.personalData.register("requests", accountRequests.personalData);

  return {
    mine: accountRequests.mine,
    ...createVisitorRequests(ctx, intake),
    ...createBookings(ctx, intake),
    ...createApplications(ctx, intake),
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
