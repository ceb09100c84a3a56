import type { Config } from "../config/config.js";
import type { OutboxStats } from "../mail/outbox-stats.js";

export type MailAlert = "mail_backlog" | "mail_delayed";

/** The thresholds READY_OUTBOX_* set. */
export type MailAlertLimits = Config["readiness"];

export const MAIL_ALERTS: readonly MailAlert[] = ["mail_backlog", "mail_delayed"];

/**
 * The outbox's alerts past its thresholds, each with the sentence /readyz shows. A backlog degrades the
 * service (mail goes out late) but every replica shares it: it is an alert (/metrics, /readyz's
 * `degraded`), never a reason for a load balancer to take every replica out (docs/0018).
 */
export function mailAlerts(stats: OutboxStats, limits: MailAlertLimits): Array<{ alert: MailAlert; reason: string }> {
  const alerts: Array<{ alert: MailAlert; reason: string }> = [];
  if (stats.pending > limits.maxPendingMail) {
    alerts.push({
      alert: "mail_backlog",
      reason: `mail backlog: ${stats.pending} waiting (limit ${limits.maxPendingMail})`,
    });
  }
  if (stats.oldestPendingAgeMs > limits.maxPendingAgeMs) {
    const waited = Math.round(stats.oldestPendingAgeMs / 1000);
    alerts.push({
      alert: "mail_delayed",
      reason: `mail delayed: oldest waiting ${waited} s (limit ${limits.maxPendingAgeMs / 1000} s)`,
    });
  }
  return alerts;
}
