import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../server/platform/config/config.js";

interface Service {
  image?: string;
  build?: string;
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  ports?: string[];
  networks?: string[] | Record<string, { ipv4_address?: string }>;
  configs?: Array<{ source: string; target: string }>;
}

/** Compose's ${NAME:-default} and ${NAME:?message} with the given values (docker is not installed here). */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::[-?]([^}]*))?\}/g, (_, name: string, fallback = "") => vars[name] ?? fallback);
}

describe("compose.scale.yaml", () => {
  const file = parse(readFileSync("compose.scale.yaml", "utf8")) as {
    services: Record<string, Service>;
    configs: Record<string, { content: string }>;
    networks: { backend: { ipam: { config: Array<{ subnet: string }> } } };
  };
  const { postgres, app, proxy, mailpit } = file.services;

  it("runs three app replicas on PostgreSQL 17, reachable only through the proxy", () => {
    expect(postgres?.image).toBe("postgres:17");
    expect(app?.build).toBe(".");
    expect(app?.deploy?.replicas).toBe(3);
    expect(app?.ports).toBeUndefined();
    expect(mailpit?.image).toBe("axllent/mailpit");
  });

  it("gives the app an environment its config accepts: production, PostgreSQL and mailpit by service name", () => {
    const env = Object.fromEntries(
      Object.entries(app?.environment ?? {}).map(([name, value]) => [
        name,
        // What the operator exports before `up` (the file refuses to start without either).
        interpolate(value, { POSTGRES_PASSWORD: "s3cret", TWO_FACTOR_KEYS: randomBytes(32).toString("base64") }),
      ]),
    );
    const config = loadConfig(env);
    expect(config.isProduction).toBe(true);
    expect(config.appUrl).toBe("https://localhost");
    expect(config.database.engine).toBe("postgres");
    expect(new URL(env.DATABASE_URL ?? "").host).toBe("postgres:5432");
    expect(new URL(config.smtpUrl ?? "").hostname).toBe("mailpit");
  });

  it("trusts X-Forwarded-For from the proxy's fixed address only, and the proxy spreads requests over the replicas", () => {
    const networks = proxy?.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = networks.backend?.ipv4_address;
    expect(app?.environment?.TRUST_PROXY).toBe(proxyAddress);
    const subnet = file.networks.backend.ipam.config[0]?.subnet ?? "";
    expect(proxyAddress?.startsWith(subnet.replace(/\.0\/24$/, "."))).toBe(true);
    const caddyfile = file.configs[proxy?.configs?.[0]?.source ?? ""]?.content ?? "";
    expect(proxy?.configs?.[0]?.target).toBe("/etc/caddy/Caddyfile");
    expect(caddyfile).toMatch(/dynamic a \{\s*name app\s*port 3000/);
    expect(caddyfile).toContain("health_uri /healthz");
  });
});
