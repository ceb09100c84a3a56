import type { Kysely } from "kysely";
import type { ContentCatalogue } from "../content/index.js";
import type { BotCheck } from "../platform/bot-check.js";
import type { Config } from "../platform/config/config.js";
import type { Database } from "../platform/db/schema.js";
import type { FileStore } from "../platform/files/file-store.js";
import type { Logger } from "../platform/logging/logger.js";
import type { Metrics } from "../platform/metrics/metrics.js";
import type { RuleLimiter } from "../platform/rate-limiter.js";
import type { RequestMeta } from "../platform/request-meta.js";
import type { RequestRateRuleName } from "./rate-rules.js";

/** What every part of the requests service works with; built once in createRequestsService. */
export interface RequestsContext {
  db: Kysely<Database>;
  config: Config;
  logger: Logger;
  limits: RuleLimiter<RequestRateRuleName>;
  botCheck: BotCheck;
  catalogue: ContentCatalogue;
  /** Tells the mail worker a mail was queued. */
  mailQueued: () => void;
  metrics: Metrics;
  /** Where CVs' bytes go (docs/0059-files-in-object-storage.md). */
  files: FileStore;
  now: () => number;
}

/** Who sends a request, as the adapters know it. */
export interface Submitter {
  meta: RequestMeta;
  /** The signed-in account, if any: the request is linked to it. */
  account: { id: string; email: string } | null;
  /** The site path the form was on, when the input did not say (the adapters read the Referer). */
  refererPath: string | null;
}
