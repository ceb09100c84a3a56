import { type AuthService, createAuthService } from "./accounts/auth-service.js";
import { createGoogleOidc, type GoogleOidc } from "./accounts/google-oidc.js";
import type { AuthRateRuleName } from "./accounts/rate-limits.js";
import { type BackOffice, createBackOffice } from "./back-office/back-office-service.js";
import { createBotCheck } from "./platform/bot-check.js";
import { type Cleanup, createCleanup } from "./platform/cleanup.js";
import type { Config } from "./platform/config/config.js";
import type { DatabaseHandle } from "./platform/db/database.js";
import { createFileStore, type FileStore } from "./platform/files/file-store.js";
import { createJobLease } from "./platform/job-lease.js";
import type { Logger } from "./platform/logging/logger.js";
import { logTransport, type MailTransport, smtpTransport } from "./platform/mail/mail-transport.js";
import { deleteOldMail } from "./platform/mail/outbox.js";
import { outboxStats } from "./platform/mail/outbox-stats.js";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./platform/mail/outbox-worker.js";
import { createMetrics, type Metrics } from "./platform/metrics/metrics.js";
import { createPersonalData } from "./platform/personal-data.js";
import { createRateLimiter, type RateRule, type RuleLimiter } from "./platform/rate-limiter.js";
import { type RecaptchaCheck, recaptchaCheck } from "./platform/recaptcha.js";
import { basketPersonalData } from "./quotes/basket/basket-storage.js";
import { loadQuoteCatalogue } from "./quotes/quote-catalogue.js";
import { renderQuotePdf } from "./quotes/quote-pdf.js";
import { createQuotePdfPool } from "./quotes/quote-pdf-pool.js";
import { quotePersonalData } from "./quotes/quote-personal-data.js";
import type { QuoteRateRuleName } from "./quotes/quote-rate-rules.js";
import { createQuotesService, type QuotesService } from "./quotes/quotes-service.js";
import type { RequestRateRuleName } from "./requests/rate-rules.js";
import { createRequestsService, type RequestsService } from "./requests/requests-service.js";
import { type SearchRateRuleName, searchRateRules } from "./search/search-rate-rules.js";

export interface AppServices {
  auth: AuthService;
  requests: RequestsService;
  /** The team's inbox, users and audit log (docs/0021-back-office.md). */
  backOffice: BackOffice;
  quotes: QuotesService;
  outbox: OutboxWorker;
  /** The periodic purge every domain registers its part in; tests run it with `cleanup.run()`. */
  cleanup: Cleanup;
  /** Files' bytes: CVs, quotes' PDFs (docs/0059-files-in-object-storage.md). */
  files: FileStore;
  /** Undefined when Google sign-in is not configured. */
  google: GoogleOidc | undefined;
  /** What /metrics serves; the services count their events in it. */
  metrics: Metrics;
  /** The limit on reports of searches that found nothing (server/search/search-miss-reports.ts). */
  searchLimits: RuleLimiter<SearchRateRuleName>;
  /** Starts the mail worker and the periodic cleanup. */
  start(): Promise<void>;
  /** Stops them, letting a mail being sent finish. */
  stop(): Promise<void>;
}

/** Every rule name registered in the shared limiter, for tests that tighten some. */
export type RateRuleName = AuthRateRuleName | RequestRateRuleName | QuoteRateRuleName | SearchRateRuleName;

export interface AppServicesOptions {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Defaults to SMTP_URL, else the log. */
  mailTransport?: MailTransport;
  outbox?: Pick<OutboxWorkerOptions, "pollMs" | "retryBaseMs" | "maxRetryMs" | "maxAttempts" | "leaseMs">;
  /** Tests tighten limits to reach them in a few requests. */
  rateRules?: Partial<Record<RateRuleName, RateRule>>;
  /** Defaults to Google's check when RECAPTCHA_* are set; tests pass a local stand-in. */
  recaptcha?: RecaptchaCheck;
  cleanupEveryMs?: number;
  /** Where quote PDFs render: a worker thread (the server's way), or inline, for the bench's comparison. */
  quotePdf?: "worker" | "inline";
  /** The clock of the services that date what they issue (quotes expire, sign-ins age) and of the outbox; tests move it. */
  now?: () => number;
}

/** The long-lived parts behind the HTTP app: the domain services, the mail outbox and their timers. */
export function createAppServices(options: AppServicesOptions): AppServices {
  const { config, database, logger } = options;
  const { db } = database;
  const metrics = createMetrics(() => outboxStats(db, Date.now()), config.readiness);
  const files = createFileStore({ db, settings: config.files, logger });
  const outbox = createOutboxWorker({
    db,
    files,
    engine: database.engine,
    leaseMs: config.outboxLeaseMs,
    transport: options.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(logger)),
    from: config.mailFrom,
    logger,
    ...options.outbox,
    // Mail queued at the services' time must fall due on the same clock.
    ...(options.now ? { now: options.now } : {}),
  });
  const cleanup = createCleanup({
    logger,
    lease: createJobLease(db),
    ...(options.cleanupEveryMs ? { everyMs: options.cleanupEveryMs } : {}),
  });
  const limiter = createRateLimiter(db, {
    ...(options.rateRules ? { overrides: options.rateRules } : {}),
    factor: config.rateLimitFactor,
    logger,
    onRefused: metrics.rateLimited,
  });
  cleanup.register("rate-limits", limiter.deleteExpired);
  cleanup.register("mail-outbox", (at) => deleteOldMail(db, at));
  // A purge's files (a request's CV) are swept at a later pass: their rows are gone by then.
  cleanup.register("stored-files", async (at) => {
    await files.sweep(at);
  });
  const recaptcha = options.recaptcha ?? (config.recaptcha ? recaptchaCheck(config.recaptcha.secret) : undefined);
  const botCheck = createBotCheck(recaptcha);
  const personalData = createPersonalData();
  personalData.register("basket", basketPersonalData(db));
  personalData.register("quotes", quotePersonalData(db));

  const auth = createAuthService({
    db,
    config,
    logger,
    mailQueued: outbox.nudge,
    limiter,
    botCheck,
    cleanup,
    personalData,
    metrics,
    // Sessions date their sign-in on it: tests move it past the re-authentication window.
    ...(options.now ? { now: options.now } : {}),
  });
  const requests = createRequestsService({
    db,
    config,
    logger,
    limiter,
    botCheck,
    cleanup,
    personalData,
    mailQueued: outbox.nudge,
    metrics,
    files,
  });
  const quoteCatalogue = loadQuoteCatalogue();
  const quotePdfPool = createQuotePdfPool({ catalogue: quoteCatalogue, logger });
  const quotes = createQuotesService({
    db,
    config,
    logger,
    limiter,
    botCheck,
    cleanup,
    mailQueued: outbox.nudge,
    files,
    catalogue: quoteCatalogue,
    renderPdf:
      options.quotePdf === "inline"
        ? (quote, appUrl) => renderQuotePdf(quote, quoteCatalogue, appUrl)
        : quotePdfPool.render,
    ...(options.now ? { now: options.now } : {}),
  });
  const google = config.google ? createGoogleOidc(config.google, `${config.appUrl}/auth/google/callback`) : undefined;

  const backOffice = createBackOffice({
    db,
    config,
    files,
    mailQueued: outbox.nudge,
    // Roles and disabling ask for a recent sign-in, dated on the auth service's clock.
    ...(options.now ? { now: options.now } : {}),
  });

  return {
    auth,
    requests,
    backOffice,
    quotes,
    outbox,
    cleanup,
    files,
    google,
    metrics,
    searchLimits: limiter.register(searchRateRules),
    async start() {
      await outbox.start();
      await cleanup.start();
    },
    async stop() {
      cleanup.stop();
      // Resets answered but not yet queued would be lost mails.
      await auth.resetsQueued();
      await outbox.stop();
      await quotePdfPool.close();
      files.close();
    },
  };
}
