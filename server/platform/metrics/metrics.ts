import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { OutboxStats } from "../mail/outbox-stats.js";
import { MAIL_ALERTS, type MailAlertLimits, mailAlerts } from "./mail-alerts.js";

export interface RequestLabels {
  method: string;
  /** A route pattern or a bucket (routeLabel), never a raw path: label values must stay few. */
  route: string;
  status: number;
}

export type LoginOutcome = "succeeded" | "failed";

/** What the app counts for Prometheus (docs/0018-operations.md); `registry` is what /metrics serves. */
export interface Metrics {
  registry: Registry;
  requestServed(labels: RequestLabels, seconds: number): void;
  login(outcome: LoginOutcome): void;
  rateLimited(rule: string): void;
  visitorRequest(type: string): void;
}

/**
 * One registry per app (not prom-client's global one), so tests can run several apps in a process.
 * The outbox gauges are read from the database at scrape time: they hold for every process sharing it.
 * `mailLimits` are READY_OUTBOX_*, past which the outbox counts as degraded; without them it never does.
 */
export function createMetrics(
  readOutbox: () => Promise<OutboxStats>,
  mailLimits: MailAlertLimits = { maxPendingMail: Number.POSITIVE_INFINITY, maxPendingAgeMs: Number.POSITIVE_INFINITY },
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "HTTP request latency by method, route and status",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const logins = new Counter({
    name: "auth_logins_total",
    help: "Password and Google sign-ins by outcome",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const refusals = new Counter({
    name: "rate_limit_refusals_total",
    help: "Requests refused by a rate rule",
    labelNames: ["rule"] as const,
    registers: [registry],
  });
  const visitorRequests = new Counter({
    name: "visitor_requests_total",
    help: "Visitor requests stored, by type",
    labelNames: ["type"] as const,
    registers: [registry],
  });

  // The three gauges share one query per scrape: prom-client collects them concurrently.
  let reading: Promise<OutboxStats> | undefined;
  const outbox = () => {
    reading ??= readOutbox().finally(() => setImmediate(() => (reading = undefined)));
    return reading;
  };
  const outboxGauge = (name: string, help: string, pick: (stats: OutboxStats) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await outbox()));
      },
    });
  outboxGauge("mail_outbox_pending", "Mail waiting to be sent", (stats) => stats.pending);
  outboxGauge("mail_outbox_failed", "Mail given up on", (stats) => stats.failed);
  outboxGauge(
    "mail_outbox_oldest_pending_age_seconds",
    "Age of the oldest mail waiting to be sent",
    (stats) => stats.oldestPendingAgeMs / 1000,
  );
  // The same judgement as /readyz's `degraded` list, for an alert rule: 1 while the reason holds.
  new Gauge({
    name: "app_degraded",
    help: "1 while the app runs degraded for this reason (READY_OUTBOX_* thresholds), else 0",
    labelNames: ["reason"] as const,
    registers: [registry],
    async collect() {
      const active = new Set(mailAlerts(await outbox(), mailLimits).map((entry) => entry.alert));
      for (const reason of MAIL_ALERTS) this.set({ reason }, active.has(reason) ? 1 : 0);
    },
  });

  return {
    registry,
    requestServed(labels, seconds) {
      const values = { method: labels.method, route: labels.route, status: String(labels.status) };
      requests.inc(values);
      latency.observe(values, seconds);
    },
    login: (outcome) => logins.inc({ outcome }),
    rateLimited: (rule) => refusals.inc({ rule }),
    visitorRequest: (type) => visitorRequests.inc({ type }),
  };
}
