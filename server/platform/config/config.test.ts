import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { ConfigError, databaseVariables, loadConfig } from "./config.js";

/** What production cannot start without. */
const production = {
  NODE_ENV: "production",
  SMTP_URL: "smtp://mail.example.org:587",
  TWO_FACTOR_KEYS: randomBytes(32).toString("base64url"),
};

/** What the pg driver connects with, read from a URL. */
function connectionOf(url: string) {
  const { host, port, user, password, database } = new pg.Client({ connectionString: url });
  return { host, port, user, password, database };
}

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.database).toEqual({ engine: "sqlite", path: "data/app.db" });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.isProduction).toBe(false);
    expect(config.leadsEmail).toBe("commercial@novadis.fr");
    expect(config.careersEmail).toBe("recrutement@novadis.fr");
  });

  it("takes the team's address for requests from LEADS_EMAIL, and refuses one that is not an address", () => {
    expect(loadConfig({ LEADS_EMAIL: "ventes@example.fr" }).leadsEmail).toBe("ventes@example.fr");
    expect(() => loadConfig({ LEADS_EMAIL: "ventes" })).toThrow(/LEADS_EMAIL/);
  });

  it("takes recruiting's address from CAREERS_EMAIL, and refuses one that is not an address", () => {
    expect(loadConfig({ CAREERS_EMAIL: "jobs@example.fr" }).careersEmail).toBe("jobs@example.fr");
    expect(() => loadConfig({ CAREERS_EMAIL: "jobs" })).toThrow(/CAREERS_EMAIL/);
  });

  it("derives APP_URL from PORT and keeps only the origin of an explicit one", () => {
    expect(loadConfig({ PORT: "8080" }).appUrl).toBe("http://localhost:8080");
    expect(loadConfig({ APP_URL: "https://example.fr/some/path" }).appUrl).toBe("https://example.fr");
  });

  it("selects PostgreSQL when DATABASE_URL is set, and refuses another kind of URL", () => {
    const url = "postgres://app:secret@db:5432/novadis";
    expect(loadConfig({ DATABASE_URL: url, DATABASE_PATH: "x.db" }).database).toEqual({
      engine: "postgres",
      url,
      poolSize: 10,
      transactionPooler: false,
    });
    expect(loadConfig({ DATABASE_URL: "" }).database.engine).toBe("sqlite");
    expect(() => loadConfig({ DATABASE_URL: "mysql://db/novadis" })).toThrow(/DATABASE_URL: must be a postgres/);
  });

  it("builds the PostgreSQL URL from PG* variables when DATABASE_URL is absent, any character in the password", () => {
    const password = "p/a@s#s%w:o rd?";
    const { database } = loadConfig({
      PGHOST: "postgres",
      PGUSER: "novadis",
      PGPASSWORD: password,
      PGDATABASE: "site",
    });
    expect(database).toMatchObject({ engine: "postgres", poolSize: 10, transactionPooler: false });
    // What the pg driver reads back from it: every part as the operator wrote it.
    const url = database.engine === "postgres" ? database.url : "";
    expect(connectionOf(url)).toEqual({ host: "postgres", port: 5432, user: "novadis", password, database: "site" });
    // The database defaults to the role's name (libpq's rule); PGPORT and the pool settings apply too.
    const other = loadConfig({ PGHOST: "10.0.0.5", PGPORT: "6432", PGUSER: "app", DATABASE_POOL_MAX: "4" }).database;
    expect(connectionOf(other.engine === "postgres" ? other.url : "")).toMatchObject({
      host: "10.0.0.5",
      port: 6432,
      database: "app",
    });
    expect(other).toMatchObject({ poolSize: 4 });
  });

  it("lets DATABASE_URL win over PG* variables, needs PGUSER with PGHOST, and ignores PG* without PGHOST", () => {
    const url = "postgres://app:secret@db:5432/novadis";
    expect(loadConfig({ DATABASE_URL: url, PGHOST: "elsewhere", PGUSER: "x" }).database).toMatchObject({ url });
    expect(() => loadConfig({ PGHOST: "postgres" })).toThrow(/PGUSER: required with PGHOST/);
    expect(() => loadConfig({ PGHOST: "/var/run/postgresql", PGUSER: "app" })).toThrow(/PGHOST/);
    expect(() => loadConfig({ PGHOST: "postgres", PGUSER: "app", PGPORT: "port" })).toThrow(/PGPORT/);
    expect(loadConfig({ PGUSER: "app", PGPASSWORD: "x", PGHOST: "" }).database.engine).toBe("sqlite");
  });

  it("hands the command-line tools the database's variables only", () => {
    const env = {
      DATABASE_URL: "u",
      DATABASE_POOL_MAX: "3",
      PGHOST: "h",
      PGPASSWORD: "p",
      PGAPPNAME: "x",
      SMTP_URL: "s",
    };
    expect(databaseVariables(env)).toEqual({ DATABASE_URL: "u", DATABASE_POOL_MAX: "3", PGHOST: "h", PGPASSWORD: "p" });
  });

  it("sizes the PostgreSQL pool with DATABASE_POOL_MAX and says when a transaction pooler is in front", () => {
    const url = "postgres://app:secret@pgbouncer:6432/novadis";
    expect(
      loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: "25", DATABASE_TRANSACTION_POOLER: "true" }).database,
    ).toEqual({ engine: "postgres", url, poolSize: 25, transactionPooler: true });
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: "0" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_POOL_MAX: "ten" })).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_URL: url, DATABASE_TRANSACTION_POOLER: "yes" })).toThrow(
      /DATABASE_TRANSACTION_POOLER/,
    );
  });

  it("migrates at start unless MIGRATE_ON_START is false (a release step migrates instead)", () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: "" }).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: "false" }).migrateOnStart).toBe(false);
    expect(() => loadConfig({ MIGRATE_ON_START: "no" })).toThrow(/MIGRATE_ON_START/);
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ SMTP_URL: "", GOOGLE_CLIENT_ID: "" }).smtpUrl).toBeUndefined();
  });

  it("enables Google sign-in only when both id and secret are set", () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id" }).google).toBeUndefined();
    expect(loadConfig({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "s" }).google?.issuerUrl).toBe(
      "https://accounts.google.com",
    );
  });

  it("trusts only loopback proxies by default and reads TRUST_PROXY as false, a hop count or names", () => {
    expect(loadConfig({}).trustProxy).toBe("loopback");
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, uniquelocal" }).trustProxy).toBe("10.0.0.0/8, uniquelocal");
  });

  it("fails with a message naming each bad variable", () => {
    expect(() => loadConfig({ PORT: "abc" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: "staging", SMTP_URL: "not a url" })).toThrow(/NODE_ENV[\s\S]*SMTP_URL/);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: "0" })).toThrow(/RATE_LIMIT_FACTOR/);
  });

  it("requires an SMTP server in production, so links never end up in the log", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/SMTP_URL: required when NODE_ENV=production/);
    expect(loadConfig({ ...production, SMTP_URL: "smtp://mail.example.org:587" }).smtpUrl).toBe(
      "smtp://mail.example.org:587",
    );
    expect(loadConfig({ NODE_ENV: "development" }).smtpUrl).toBeUndefined();
  });

  describe("where files are stored (docs/0059)", () => {
    const bucket = {
      FILE_STORE: "s3",
      S3_ENDPOINT: "http://minio:9000",
      S3_BUCKET: "novadis-files",
      S3_ACCESS_KEY_ID: "novadis",
      S3_SECRET_ACCESS_KEY: "a-long-secret",
    };

    it("keeps files in the database unless told otherwise, and reads a named bucket whatever the store", () => {
      expect(loadConfig({}).files).toEqual({ store: "database", s3: undefined });
      expect(loadConfig({ FILE_STORE: "", S3_REGION: "" }).files.store).toBe("database");
      expect(loadConfig({ ...bucket, FILE_STORE: "database" }).files).toEqual({
        store: "database",
        s3: {
          bucket: "novadis-files",
          region: "us-east-1",
          endpoint: "http://minio:9000",
          forcePathStyle: true,
          credentials: { accessKeyId: "novadis", secretAccessKey: "a-long-secret" },
        },
      });
      expect(loadConfig({ ...bucket, S3_REGION: "auto", S3_FORCE_PATH_STYLE: "false" }).files.s3).toMatchObject({
        region: "auto",
        forcePathStyle: false,
      });
      expect(() => loadConfig({ FILE_STORE: "disk" })).toThrow(/FILE_STORE/);
    });

    it("refuses FILE_STORE=s3 without a bucket, and in production without its keys", () => {
      expect(() => loadConfig({ FILE_STORE: "s3" })).toThrow(/S3_BUCKET: required when FILE_STORE=s3/);
      expect(loadConfig({ FILE_STORE: "s3", S3_BUCKET: "files" }).files.s3?.credentials).toBeUndefined();
      const { S3_ACCESS_KEY_ID: _, S3_SECRET_ACCESS_KEY: __, ...keyless } = bucket;
      expect(() => loadConfig({ ...production, ...keyless })).toThrow(
        /S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when NODE_ENV=production and FILE_STORE=s3/,
      );
      expect(() => loadConfig({ ...bucket, S3_SECRET_ACCESS_KEY: "" })).toThrow(/S3_SECRET_ACCESS_KEY: set/);
      expect(loadConfig({ ...production, ...bucket }).files.store).toBe("s3");
    });
  });

  describe("the keys sealing TOTP secrets (docs/0041)", () => {
    const hex = randomBytes(32).toString("hex");
    const base64 = randomBytes(32).toString("base64");
    const base64url = randomBytes(32).toString("base64url");

    it("refuses to start in production without one, saying which variable and how to make a key", () => {
      const { TWO_FACTOR_KEYS: _, ...withoutKey } = production;
      const start = () => loadConfig(withoutKey);
      expect(start).toThrow(ConfigError);
      expect(start).toThrow(/TWO_FACTOR_KEYS: required when NODE_ENV=production/);
      expect(start).toThrow(/openssl rand -base64 32/);
      expect(start).toThrow(/randomBytes\(32\)\.toString\('base64url'\)/);
      expect(() => loadConfig({ ...withoutKey, TWO_FACTOR_KEYS: "" })).toThrow(/TWO_FACTOR_KEYS: required/);
    });

    it("refuses to seal with the public development key in production, and lets it open what it sealed", () => {
      const developmentKey = loadConfig({}).twoFactorKeys[0]?.toString("hex") ?? "";
      expect(() => loadConfig({ ...production, TWO_FACTOR_KEYS: `${developmentKey},${hex}` })).toThrow(
        /TWO_FACTOR_KEYS: its newest key is the development key/,
      );
      expect(loadConfig({ ...production, TWO_FACTOR_KEYS: `${hex},${developmentKey}` }).twoFactorKeys).toHaveLength(2);
    });

    it("needs none in development and tests, where a development key stands in", () => {
      expect(loadConfig({}).twoFactorKeys).toHaveLength(1);
      expect(loadConfig({ NODE_ENV: "test" }).twoFactorKeys).toEqual(loadConfig({}).twoFactorKeys);
    });

    it("reads a ring, newest first, of keys in hex, base64 or base64url; TWO_FACTOR_KEY is a ring of one", () => {
      const keys = loadConfig({ ...production, TWO_FACTOR_KEYS: `${base64url}, ${base64},${hex}` }).twoFactorKeys;
      expect(keys.map((key) => key.toString("hex"))).toEqual([
        Buffer.from(base64url, "base64url").toString("hex"),
        Buffer.from(base64, "base64").toString("hex"),
        hex,
      ]);
      const { TWO_FACTOR_KEYS: _, ...withoutRing } = production;
      expect(
        loadConfig({ ...withoutRing, TWO_FACTOR_KEY: hex }).twoFactorKeys.map((key) => key.toString("hex")),
      ).toEqual([hex]);
    });

    it("names the variable, and the key's place in the ring, for a value that is not a 32-byte key", () => {
      expect(() => loadConfig({ TWO_FACTOR_KEYS: `${hex},${hex.slice(2)}` })).toThrow(
        /TWO_FACTOR_KEYS: key 2: must be 32 bytes/,
      );
      expect(() => loadConfig({ TWO_FACTOR_KEY: "secret" })).toThrow(/TWO_FACTOR_KEY: must be 32 bytes/);
      expect(() => loadConfig({ TWO_FACTOR_KEY: `${hex},${base64}` })).toThrow(/TWO_FACTOR_KEY: one key only/);
      expect(() => loadConfig({ TWO_FACTOR_KEY: hex, TWO_FACTOR_KEYS: base64 })).toThrow(/not both/);
    });
  });
});
