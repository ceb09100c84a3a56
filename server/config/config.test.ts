import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.js";

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
  });

  it("takes the team's address for requests from LEADS_EMAIL, and refuses one that is not an address", () => {
    expect(loadConfig({ LEADS_EMAIL: "ventes@example.fr" }).leadsEmail).toBe("ventes@example.fr");
    expect(() => loadConfig({ LEADS_EMAIL: "ventes" })).toThrow(/LEADS_EMAIL/);
  });

  it("derives APP_URL from PORT and keeps only the origin of an explicit one", () => {
    expect(loadConfig({ PORT: "8080" }).appUrl).toBe("http://localhost:8080");
    expect(loadConfig({ APP_URL: "https://example.fr/some/path" }).appUrl).toBe("https://example.fr");
  });

  it("selects PostgreSQL when DATABASE_URL is set, and refuses another kind of URL", () => {
    const url = "postgres://app:secret@db:5432/novadis";
    expect(loadConfig({ DATABASE_URL: url, DATABASE_PATH: "x.db" }).database).toEqual({ engine: "postgres", url });
    expect(loadConfig({ DATABASE_URL: "" }).database.engine).toBe("sqlite");
    expect(() => loadConfig({ DATABASE_URL: "mysql://db/novadis" })).toThrow(/DATABASE_URL: must be a postgres/);
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
    expect(loadConfig({ NODE_ENV: "production", SMTP_URL: "smtp://mail.example.org:587" }).smtpUrl).toBe(
      "smtp://mail.example.org:587",
    );
    expect(loadConfig({ NODE_ENV: "development" }).smtpUrl).toBeUndefined();
  });
});
