import { z } from "zod";
import type { DatabaseTarget } from "../db/database-target.js";
import type { FileStoreSettings } from "../files/file-store-settings.js";

/** Empty strings count as unset: compose files and shells often export `VAR=`. */
const optionalText = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());
const optionalUrl = z.preprocess((value) => (value === "" ? undefined : value), z.url().optional());

/** "true" or "false" (empty: the default). */
const flag = (byDefault: boolean) =>
  z
    .preprocess((value) => (value === "" ? undefined : value), z.enum(["true", "false"]).optional())
    .transform((value) => (value === undefined ? byDefault : value === "true"));

const MAKE_A_KEY =
  "make one with `openssl rand -base64 32` or " +
  "`node -e \"console.log(require('crypto').randomBytes(32).toString('base64url'))\"`";

/**
 * Never used in production (the schema refuses to start there without TWO_FACTOR_KEYS): it is public, here.
 * The value development and test databases were sealed with before key rings.
 */
const DEVELOPMENT_TWO_FACTOR_KEY = Buffer.from(
  "6465762d6f6e6c792d74776f2d666163746f722d6b65792d6e6f742d73656372",
  "hex",
);

/** One key: 64 hexadecimal characters, or 32 bytes in base64 or base64url (what `openssl rand -base64 32` prints). */
function decodeKey(text: string): Buffer | undefined {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, "hex");
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) return Buffer.from(text, "base64");
  return undefined;
}

/** Comma-separated keys, each decoded; an issue names the position of each one that is not a key. */
function parseKeyList(text: string, ctx: z.RefinementCtx): Buffer[] {
  const entries = text.split(",").map((each) => each.trim());
  const keys = entries.map(decodeKey);
  keys.forEach((key, index) => {
    if (key) return;
    const position = entries.length > 1 ? `key ${index + 1}: ` : "";
    ctx.addIssue({
      code: "custom",
      message: `${position}must be 32 bytes, in base64 or 64 hex characters; ${MAKE_A_KEY}`,
    });
  });
  return keys.filter((key) => key !== undefined);
}

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
    /**
     * Without DATABASE_URL, PGHOST selects PostgreSQL from libpq's separate variables: a password holding
     * `/ @ # %` needs no URL encoding by the operator (docs/0060-self-healing-deployment.md).
     */
    PGHOST: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .refine((host) => !host.startsWith("/"), { error: "a host name or address (Unix sockets: use DATABASE_URL)" })
        .optional(),
    ),
    PGPORT: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(1).max(65535).default(5432),
    ),
    PGUSER: optionalText,
    PGPASSWORD: optionalText,
    /** Default: PGUSER, as libpq does. */
    PGDATABASE: optionalText,
    /** Connections each process keeps to PostgreSQL (replicas × this stays below max_connections or the pooler's). */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1_000).default(10),
    /** DATABASE_URL leads to a pooler in transaction mode (PgBouncer): nothing session-scoped is sent (docs/0056). */
    DATABASE_TRANSACTION_POOLER: flag(false),
    /**
     * Off where a release step runs `npm run db:migrate` once before the processes start (compose.scale.yaml):
     * a process then only checks that the schema is not behind it.
     */
    MIGRATE_ON_START: flag(true),
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().min(3).default("Novadis <no-reply@novadis.fr>"),
    SUPPORT_EMAIL: z.email().default("support@novadis.fr"),
    /** Where vulnerabilities are reported (security.txt's Contact): an e-mail address or a URI; default SUPPORT_EMAIL. */
    SECURITY_CONTACT: optionalText,
    /** Where the team is told of every request and booking (Reply-To: the visitor). */
    LEADS_EMAIL: z.email().default("commercial@novadis.fr"),
    /** Where job applications are notified instead (docs/0057): recruiting reads them, not sales. */
    CAREERS_EMAIL: z.email().default("recrutement@novadis.fr"),
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
     * The AES-256-GCM keys sealing the TOTP secrets at rest, comma-separated, newest first (docs/0041):
     * the newest seals, the older ones still open until every secret is sealed again. TWO_FACTOR_KEY is the
     * same for one key. Required in production; elsewhere DEVELOPMENT_TWO_FACTOR_KEY stands in.
     */
    TWO_FACTOR_KEYS: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.string().transform(parseKeyList).optional(),
    ),
    TWO_FACTOR_KEY: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .string()
        .refine((text) => !text.includes(","), { error: "one key only; several go in TWO_FACTOR_KEYS, newest first" })
        .transform(parseKeyList)
        .optional(),
    ),
    /**
     * Where files' bytes live (docs/0059-files-in-object-storage.md): the database (one process, or a few
     * sharing PostgreSQL) or an S3-compatible bucket (MinIO, Garage, Ceph, R2, S3). The S3_* settings are also
     * read with FILE_STORE=database, so files moved to a bucket stay readable during and after a move.
     */
    FILE_STORE: z
      .preprocess((value) => (value === "" ? undefined : value), z.enum(["database", "s3"]).optional())
      .transform((value) => value ?? "database"),
    /** Unset: AWS's own endpoint for S3_REGION. */
    S3_ENDPOINT: optionalUrl,
    S3_REGION: optionalText.transform((value) => value ?? "us-east-1"),
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    /** `endpoint/bucket/key` URLs, which MinIO, Garage and Ceph expect; false for virtual-hosted buckets. */
    S3_FORCE_PATH_STYLE: flag(true),
    /** Bearer token for GET /metrics; unset, /metrics does not exist (404). */
    METRICS_TOKEN: z.preprocess((value) => (value === "" ? undefined : value), z.string().min(16).optional()),
  })
  .refine((env) => env.DATABASE_URL !== undefined || env.PGHOST === undefined || env.PGUSER !== undefined, {
    path: ["PGUSER"],
    message: "required with PGHOST (the role the app connects as)",
  })
  .refine((env) => env.NODE_ENV !== "production" || env.SMTP_URL !== undefined, {
    // Without SMTP, mail (verification and reset links included) would only go to the log: fine on a
    // developer's machine, a leak of account-takeover links in production.
    path: ["SMTP_URL"],
    message: "required when NODE_ENV=production (otherwise mail and its links would be written to the log)",
  })
  .refine((env) => env.NODE_ENV !== "production" || Boolean(env.TWO_FACTOR_KEYS ?? env.TWO_FACTOR_KEY), {
    // The development key is in this file, public: with it anyone holding the database reads every TOTP secret.
    path: ["TWO_FACTOR_KEYS"],
    message: `required when NODE_ENV=production (the key sealing TOTP secrets; ${MAKE_A_KEY})`,
  })
  .refine(
    // Never to seal with; as an older key it lets a site that ran on it re-seal its secrets (docs/0041).
    (env) =>
      env.NODE_ENV !== "production" ||
      !(env.TWO_FACTOR_KEYS ?? env.TWO_FACTOR_KEY)?.[0]?.equals(DEVELOPMENT_TWO_FACTOR_KEY),
    { path: ["TWO_FACTOR_KEYS"], message: `its newest key is the development key, which is public; ${MAKE_A_KEY}` },
  )
  .refine((env) => env.FILE_STORE !== "s3" || env.S3_BUCKET !== undefined, {
    path: ["S3_BUCKET"],
    message: "required when FILE_STORE=s3 (the bucket that holds the files, created beforehand)",
  })
  .refine(
    // Outside production the SDK's own chain (AWS_* variables, a profile) may stand in; a server names its keys.
    (env) =>
      env.NODE_ENV !== "production" ||
      env.FILE_STORE !== "s3" ||
      (env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined),
    {
      path: ["S3_ACCESS_KEY_ID"],
      message: "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when NODE_ENV=production and FILE_STORE=s3",
    },
  )
  .refine((env) => (env.S3_ACCESS_KEY_ID === undefined) === (env.S3_SECRET_ACCESS_KEY === undefined), {
    path: ["S3_SECRET_ACCESS_KEY"],
    message: "set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together",
  })
  .refine((env) => env.TWO_FACTOR_KEYS === undefined || env.TWO_FACTOR_KEY === undefined, {
    path: ["TWO_FACTOR_KEY"],
    message: "set TWO_FACTOR_KEYS or TWO_FACTOR_KEY, not both (TWO_FACTOR_KEY is the one-key form)",
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
    migrateOnStart: env.MIGRATE_ON_START,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    securityContact: securityContact(env.SECURITY_CONTACT ?? env.SUPPORT_EMAIL),
    leadsEmail: env.LEADS_EMAIL,
    careersEmail: env.CAREERS_EMAIL,
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
    files: fileStoreSettings(env),
    /** Newest first (server/accounts/secret-box.ts). */
    twoFactorKeys: env.TWO_FACTOR_KEYS ?? env.TWO_FACTOR_KEY ?? [DEVELOPMENT_TWO_FACTOR_KEY],
  };
}

type DatabaseVariables = Pick<
  z.infer<typeof environmentSchema>,
  | "DATABASE_URL"
  | "DATABASE_PATH"
  | "DATABASE_POOL_MAX"
  | "DATABASE_TRANSACTION_POOLER"
  | "PGHOST"
  | "PGPORT"
  | "PGUSER"
  | "PGPASSWORD"
  | "PGDATABASE"
>;

/** The URL of libpq's separate variables, each part encoded: any character may be in a password. */
function urlFromParts(env: DatabaseVariables, host: string): string {
  const user = env.PGUSER ?? "";
  const password = env.PGPASSWORD === undefined ? "" : `:${encodeURIComponent(env.PGPASSWORD)}`;
  const hostname = host.includes(":") ? `[${host}]` : host;
  return `postgres://${encodeURIComponent(user)}${password}@${hostname}:${env.PGPORT}/${encodeURIComponent(env.PGDATABASE ?? user)}`;
}

/**
 * DATABASE_URL wins; else PGHOST (with PGUSER, PGPASSWORD, PGDATABASE, PGPORT) selects PostgreSQL; else the
 * SQLite file at DATABASE_PATH.
 */
function databaseTarget(env: DatabaseVariables): DatabaseTarget {
  const url = env.DATABASE_URL ?? (env.PGHOST === undefined ? undefined : urlFromParts(env, env.PGHOST));
  return url
    ? { engine: "postgres", url, poolSize: env.DATABASE_POOL_MAX, transactionPooler: env.DATABASE_TRANSACTION_POOLER }
    : { engine: "sqlite", path: env.DATABASE_PATH };
}

/** The store new files go to, and the bucket when one is named (docs/0059). */
function fileStoreSettings(env: z.infer<typeof environmentSchema>): FileStoreSettings {
  return {
    store: env.FILE_STORE,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : undefined,
  };
}

/**
 * The variables naming the database (DATABASE_* and PG*): what the command-line tools (migrate, admin,
 * backups) pass to loadConfig, so that they find the database the server does without its other settings.
 */
export function databaseVariables(env: Record<string, string | undefined> = process.env) {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([name]) => name.startsWith("DATABASE_") || /^PG(HOST|PORT|USER|PASSWORD|DATABASE)$/.test(name),
    ),
  );
}

/** security.txt's Contact is a URI (RFC 9116 §2.5.3): a bare e-mail address becomes a mailto: one. */
function securityContact(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `mailto:${value}`;
}

/** "false", a hop count ("1"), or Express's names and addresses ("loopback", "10.0.0.0/8, uniquelocal"). */
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
