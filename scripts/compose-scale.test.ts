import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadConfig } from "../server/platform/config/config.js";

interface Service {
  image?: string;
  build?: { context: string; args?: Record<string, string> };
  command?: string[];
  restart?: string;
  profiles?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }> | string[];
  networks?: string[] | Record<string, { ipv4_address?: string }>;
  configs?: Array<{ source: string; target: string }>;
}

/** Compose's ${NAME:-default} and ${NAME:?message} with the given values (docker is not installed here). */
function interpolate(value: string, vars: Record<string, string>): string {
  return value.replace(/\$\{(\w+)(?::[-?]([^}]*))?\}/g, (_, name: string, fallback = "") => vars[name] ?? fallback);
}

/** A password a URL could not hold as it is: each of these once broke DATABASE_URL. */
const PASSWORD = "s3/cr@t#pass%word";

/** A service's environment as the operator's exports make it (the file refuses to start without these). */
function environmentOf(service: Service | undefined): Record<string, string> {
  const vars = { POSTGRES_PASSWORD: PASSWORD, TWO_FACTOR_KEYS: randomBytes(32).toString("base64") };
  return Object.fromEntries(
    Object.entries(service?.environment ?? {}).map(([name, value]) => [name, interpolate(value, vars)]),
  );
}

describe("compose.scale.yaml", () => {
  const file = parse(readFileSync("compose.scale.yaml", "utf8")) as {
    services: Record<string, Service>;
    configs: Record<string, { content: string }>;
    networks: { backend: { ipam: { config: Array<{ subnet: string }> } } };
    volumes: Record<string, unknown>;
  };
  const { postgres, migrate, proxy, mailpit, s3 } = file.services;
  const replicas = ["app-1", "app-2", "app-3"].map((name) => file.services[name]);
  const app = replicas[0];
  const caddyfile = file.configs[proxy?.configs?.[0]?.source ?? ""]?.content ?? "";

  it("runs three identical app replicas of one image on PostgreSQL 17, reachable only through the proxy", () => {
    expect(postgres?.image).toBe("postgres:17");
    for (const replica of replicas) expect(replica).toEqual(app);
    expect(app?.build?.context).toBe(".");
    expect(app?.image).toBe(migrate?.image);
    expect(app?.ports).toBeUndefined();
    expect(mailpit?.image).toBe("axllent/mailpit");
  });

  it("brings every long-running service back after a crash or a reboot, unless an operator stopped it", () => {
    for (const [name, service] of Object.entries(file.services)) {
      expect([name, service.restart]).toEqual([
        name,
        name.endsWith("migrate") || name === "s3-bucket" ? "no" : "unless-stopped",
      ]);
    }
  });

  it("starts the replicas once the one-shot migration succeeded, and migrates once PostgreSQL answers over TCP", () => {
    expect(app?.depends_on).toMatchObject({ migrate: { condition: "service_completed_successfully" } });
    expect(app?.environment?.MIGRATE_ON_START).toBe("false");
    expect(migrate?.command).toEqual(["node", "dist/server/migrate.js"]);
    expect(migrate?.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
    // The first initialisation's temporary server listens on the Unix socket only: a TCP check waits it out.
    expect(postgres?.healthcheck?.test).toContain("--host=127.0.0.1");
  });

  it("gives the app and the migration the password as PGPASSWORD, which the config reads back whole", () => {
    for (const service of [app, migrate]) {
      const env = environmentOf(service);
      expect(env.DATABASE_URL).toBeUndefined();
      const { database } = loadConfig(env);
      expect(database.engine).toBe("postgres");
      const client = new pg.Client({ connectionString: database.engine === "postgres" ? database.url : "" });
      expect([client.host, client.port, client.user, client.password, client.database]).toEqual([
        "postgres",
        5432,
        "novadis",
        PASSWORD,
        "novadis",
      ]);
    }
  });

  it("gives the app an environment its production config accepts, with mail to mailpit", () => {
    const config = loadConfig(environmentOf(app));
    expect(config.isProduction).toBe(true);
    expect(config.appUrl).toBe("https://localhost");
    expect(new URL(config.smtpUrl ?? "").hostname).toBe("mailpit");
  });

  it("builds with the site's address, which the prerendered pages print", () => {
    for (const service of [app, migrate]) {
      expect(service?.build?.args?.APP_URL).toBe(app?.environment?.APP_URL);
    }
  });

  it("passes the S3 settings through to the app, and runs an S3-compatible store only under the s3 profile", () => {
    const names = ["S3_ENDPOINT", "S3_REGION", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"];
    for (const name of ["FILE_STORE", ...names, "S3_FORCE_PATH_STYLE"]) {
      expect(app?.environment?.[name]).toBe(`\${${name}:-}`);
    }
    expect(s3?.profiles).toEqual(["s3"]);
    expect(file.services["s3-bucket"]?.profiles).toEqual(["s3"]);
  });

  it("keeps data in named volumes only: no anonymous volume from an image's VOLUME", () => {
    const mounts = Object.values(file.services).flatMap((service) => service.volumes ?? []);
    for (const mount of mounts) expect(Object.keys(file.volumes)).toContain(mount.split(":")[0]);
    // Caddy's image declares /data and /config; PostgreSQL's its data folder; the app's declares none.
    expect(proxy?.volumes).toEqual(["caddy-data:/data", "caddy-config:/config"]);
    expect(app?.volumes).toBeUndefined();
    expect(readFileSync("Dockerfile", "utf8")).not.toMatch(/^VOLUME/m);
  });

  it("trusts X-Forwarded-For from the proxy's fixed address only", () => {
    const networks = proxy?.networks as Record<string, { ipv4_address?: string }>;
    const proxyAddress = networks.backend?.ipv4_address;
    expect(app?.environment?.TRUST_PROXY).toBe(proxyAddress);
    const subnet = file.networks.backend.ipam.config[0]?.subnet ?? "";
    expect(proxyAddress?.startsWith(subnet.replace(/\.0\/24$/, "."))).toBe(true);
    expect(proxy?.configs?.[0]?.target).toBe("/etc/caddy/Caddyfile");
  });

  it("spreads requests over the named replicas and sends none to a replica that does not answer", () => {
    // Named upstreams, not `dynamic a`: Caddy runs no health check on dynamic ones (caddyserver/caddy#7036).
    expect(caddyfile).toMatch(/reverse_proxy app-1:3000 app-2:3000 app-3:3000 \{/);
    // A refused request is retried on another replica within the time given...
    expect(caddyfile).toMatch(/lb_try_duration \d+s/);
    expect(caddyfile).toMatch(/lb_retries [1-9]/);
    // ...the replica left out after one failure (passive), and until its /healthz answers again (active).
    expect(caddyfile).toMatch(/fail_duration \d+s/);
    expect(caddyfile).toContain("max_fails 1");
    expect(caddyfile).toContain("health_uri /healthz");
    expect(caddyfile).not.toContain("dynamic");
  });
});
