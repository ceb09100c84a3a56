import { z } from "zod";
import type { DatabaseTarget } from "../db/database-target.js";

/** Empty strings count as unset: compose files and shells often export `VAR=`. */
const optionalText = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());
const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    APP_URL: optionalUrl,
    DATABASE_PATH: z.string().min(1).default("data/app.db"),
    /** Set: PostgreSQL at this URL instead of the SQLite file. */
    DATABASE_URL: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
    ),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default("Novadis <no-reply@novadis.fr>"),
    SUPPORT_EMAIL: z.email().default("support@novadis.fr"),
    /** Where vulnerabilities are reported (security.txt's Contact): an e-mail address or a URI; default SUPPORT_EMAIL. */
    SECURITY_CONTACT: optionalText,
    /** Where the team is told of every request, booking and application (Reply-To: the visitor). */
    LEADS_EMAIL: z.email().default("commercial@novadis.fr"),
    APPS_SITE_URL: z.url().default("https://apps.novadis.fr"),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_ISSUER_URL: z.url().default("https://accounts.google.com"),
    RECAPTCHA_SITE_KEY: optionalText,
    RECAPTCHA_SECRET: optionalText,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** Express "trust proxy": which peers may set X-Forwarded-For. Loopback only unless told otherwise. */
    TRUST_PROXY: z.string().min(1).default("loopback"),
    /** Multiplies every rate limit: for load tests and end-to-end suites that share one client IP. */
    RATE_LIMIT_FACTOR: z.coerce.number().positive().max(10_000).default(1),
    /** How long a process holds a mail it is sending before another may take it over (it may have crashed). */
    OUTBOX_LEASE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
    /** A mail backlog past this many waiting degrades the app (an alert: /readyz's `degraded`, /metrics)... */
    READY_OUTBOX_MAX_PENDING: z.coerce.number().int().min(0).default(500),
    /** ...as does the oldest waiting longer than this (the mail server is likely down). */
    READY_OUTBOX_MAX_AGE_SECONDS: z.coerce.number().int().min(1).default(900),
    /**
     * 64 hex characters (32 bytes): the AES-256-GCM key sealing the TOTP secrets at rest. The default is
     * public (it is in this file): fine for development, to be set in production (docs/0026).
     */
    TWO_FACTOR_KEY: z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, { error: "must be 64 hexadecimal characters (32 bytes)" })
      .default("6465762d6f6e6c792d74776f2d666163746f722d6b65792d6e6f742d73656372"),
    /** Bearer token for GET /metrics; unset, /metrics does not exist (404). */
    METRICS_TOKEN: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(16).optional()),
  })
  .refine((env) => env.NODE_ENV !== "production" || env.SMTP_URL !== undefined, {
    // Without SMTP, mail (verification and reset links included) would only go to the log: fine on a
    // developer's machine, a leak of account-takeover links in production.
    path: ["SMTP_URL"],
    message: "required when NODE_ENV=production (otherwise mail and its links would be written to the log)",
  });

export type Config = ReturnType<typeof toConfig>;

function toConfig(env: z.infer<typeof environmentSchema>) {
  const appUrl = new URL(env.APP_URL ?? `http://localhost:${env.PORT}`);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === "production",
    port: env.PORT,
    host: env.HOST,
    appUrl: appUrl.origin,
    database: databaseTarget(env),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    securityContact: securityContact(env.SECURITY_CONTACT ?? env.SUPPORT_EMAIL),
    leadsEmail: env.LEADS_EMAIL,
    appsSiteUrl: env.APPS_SITE_URL,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuerUrl: env.GOOGLE_ISSUER_URL }
        : undefined,
    recaptcha:
      env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET
        ? { siteKey: env.RECAPTCHA_SITE_KEY, secret: env.RECAPTCHA_SECRET }
        : undefined,
    logLevel: env.LOG_LEVEL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitFactor: env.RATE_LIMIT_FACTOR,
    outboxLeaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
    readiness: {
      maxPendingMail: env.READY_OUTBOX_MAX_PENDING,
      maxPendingAgeMs: env.READY_OUTBOX_MAX_AGE_SECONDS * 1000,
    },
    metricsToken: env.METRICS_TOKEN,
    twoFactorKey: Buffer.from(env.TWO_FACTOR_KEY, "hex"),
  };
}

/** DATABASE_URL wins over DATABASE_PATH: PostgreSQL when it is set, else the SQLite file. */
function databaseTarget(env: { DATABASE_URL?: string | undefined; DATABASE_PATH: string }): DatabaseTarget {
  return env.DATABASE_URL
    ? { engine: "postgres", url: env.DATABASE_URL }
    : { engine: "sqlite", path: env.DATABASE_PATH };
}

/** "false", a hop count ("1"), or Express's names and addresses ("loopback", "10.0.0.0/8, uniquelocal"). */
/** security.txt's Contact is a URI (RFC 9116 §2.5.3): a bare e-mail address becomes a mailto: one. */
function securityContact(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `mailto:${value}`;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "false") return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the environment once; the message names every bad variable so a failed start says what to fix. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variable(s):\n  ${problems.join("\n  ")}`);
  }
  return toConfig(parsed.data);
}
