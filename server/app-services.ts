import { type AuthService, createAuthService } from "./auth/auth-service.js";
import { createGoogleOidc, type GoogleOidc } from "./auth/google-oidc.js";
import type { RateRules } from "./auth/rate-limits.js";
import type { RecaptchaCheck } from "./auth/registration.js";
import type { Config } from "./config/config.js";
import type { DatabaseHandle } from "./db/database.js";
import type { Logger } from "./logging/logger.js";
import { logTransport, type MailTransport, smtpTransport } from "./mail/mail-transport.js";
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from "./mail/outbox-worker.js";

export interface AppServices {
  auth: AuthService;
  outbox: OutboxWorker;
  /** Undefined when Google sign-in is not configured. */
  google: GoogleOidc | undefined;
  /** Starts the mail worker and the periodic cleanup. */
  start(): Promise<void>;
  /** Stops them, letting a mail being sent finish. */
  stop(): Promise<void>;
}

export interface AppServicesOptions {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** Defaults to SMTP_URL, else the log. */
  mailTransport?: MailTransport;
  outbox?: Pick<OutboxWorkerOptions, "pollMs" | "retryBaseMs" | "maxRetryMs" | "maxAttempts">;
  rateRules?: Partial<RateRules>;
  recaptcha?: RecaptchaCheck;
  cleanupEveryMs?: number;
}

/** The long-lived parts behind the HTTP app: the auth service, the mail outbox and their timers. */
export function createAppServices(options: AppServicesOptions): AppServices {
  const { config, database, logger } = options;
  const outbox = createOutboxWorker({
    db: database.db,
    transport: options.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : logTransport(logger)),
    from: config.mailFrom,
    logger,
    ...options.outbox,
  });
  const auth = createAuthService({
    sqlite: database.sqlite,
    db: database.db,
    config,
    logger,
    mailQueued: outbox.nudge,
    ...(options.rateRules ? { rateRules: options.rateRules } : {}),
    ...(options.recaptcha ? { recaptcha: options.recaptcha } : {}),
  });
  const google = config.google ? createGoogleOidc(config.google, `${config.appUrl}/auth/google/callback`) : undefined;

  let cleanupTimer: NodeJS.Timeout | undefined;
  const cleanup = () =>
    auth.deleteExpired().catch((error) => logger.error({ err: error }, "cleanup of expired sessions failed"));

  return {
    auth,
    outbox,
    google,
    async start() {
      await outbox.start();
      await cleanup();
      cleanupTimer = setInterval(cleanup, options.cleanupEveryMs ?? 60 * 60_000);
      cleanupTimer.unref();
    },
    async stop() {
      if (cleanupTimer) clearInterval(cleanupTimer);
      await outbox.stop();
    },
  };
}
