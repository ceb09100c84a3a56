import type { ScaleBed } from "./scale-bed.js";
import { acknowledged, type Write } from "./writes.js";

/** The acknowledged (201) writes the database does not hold: each was promised to a visitor, so none may be missing. */
export async function missingWrites(bed: ScaleBed, writes: Write[]): Promise<Write[]> {
  const users = new Set((await bed.query<{ email: string }>(`select email from "user"`)).map((row) => row.email));
  const requests = new Set(
    (await bed.query<{ reference: string }>("select reference from visitor_request")).map((row) => row.reference),
  );
  const quotes = new Set(
    (await bed.query<{ reference: string }>("select reference from quote where pdf_pending_since is null")).map(
      (row) => row.reference,
    ),
  );
  return writes.filter(acknowledged).filter((write) => {
    if (write.kind === "registration") return !users.has(write.email);
    return !(write.kind === "quote" ? quotes : requests).has(write.reference ?? "");
  });
}

/** Quote numbers of one year run 1, 2, 3… with no gap; request references are never given twice. */
export async function referenceChecks(bed: ScaleBed) {
  const quotes = (await bed.query<{ reference: string }>("select reference from quote")).map((row) =>
    Number(row.reference.split("-")[2]),
  );
  const sorted = [...quotes].sort((a, b) => a - b);
  const quoteGaps = sorted.filter((value, index) => value !== index + 1).length;
  const [row] = await bed.query<{ total: string; different: string }>(
    "select count(*) as total, count(distinct reference) as different from visitor_request",
  );
  return { quotes: quotes.length, quoteGaps, requestReferencesGivenTwice: Number(row?.total) - Number(row?.different) };
}

interface OutboxRow {
  id: number;
  toAddress: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  /** Milliseconds from the query to the mail's next attempt (pending) or the end of its claim (sending). */
  dueInMs: number | null;
}

/**
 * Waits until no mail is waiting or being sent (or `withinMs` passed); returns the outbox then, and how long
 * the wait took.
 */
export async function drainedOutbox(bed: ScaleBed, withinMs: number): Promise<{ rows: OutboxRow[]; waitedMs: number }> {
  const started = Date.now();
  for (;;) {
    const rows = await bed.query<OutboxRow>(
      `select id, to_address as "toAddress", subject, status, attempts, last_error as "lastError",
        ((case status when 'pending' then next_attempt_at when 'sending' then claimed_until end)
          - $1::bigint)::float8 as "dueInMs"
       from mail_outbox order by id`,
      [Date.now()],
    );
    const waitedMs = Date.now() - started;
    if (waitedMs > withinMs || rows.every((row) => row.status !== "pending" && row.status !== "sending")) {
      return { rows, waitedMs };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Each mail of the outbox against what the SMTP server received (a mail is its recipient and subject, which
 * carries the reference): mails never received, and receptions beyond one per mail. A mail the killed process
 * was sending (`inFlightAtKill`) may be received twice: it can have been accepted by the SMTP server in the
 * instant before the kill, without its "sent" mark, and is sent again after the lease; that one is excused.
 */
export function mailDelivery(bed: ScaleBed, outbox: OutboxRow[], inFlightAtKill: Set<number>) {
  const key = (to: string, subject: string) => `${to.toLowerCase()}\n${subject}`;
  const received = new Map<string, number>();
  for (const mail of bed.smtp.messages) {
    for (const to of mail.to) received.set(key(to, mail.subject), (received.get(key(to, mail.subject)) ?? 0) + 1);
  }
  const expected = new Map<string, { count: number; excused: number }>();
  for (const row of outbox) {
    const entry = expected.get(key(row.toAddress, row.subject)) ?? { count: 0, excused: 0 };
    entry.count += 1;
    if (inFlightAtKill.has(row.id)) entry.excused += 1;
    expected.set(key(row.toAddress, row.subject), entry);
  }
  let lost = 0;
  let twice = 0;
  let excusedTwice = 0;
  for (const [mail, { count, excused }] of expected) {
    const got = received.get(mail) ?? 0;
    lost += Math.max(0, count - got);
    const extra = Math.max(0, got - count);
    excusedTwice += Math.min(extra, excused);
    twice += Math.max(0, extra - excused);
    if (extra > excused) console.log(`mail received ${got} times: ${mail.replace("\n", " / ")}`);
  }
  for (const [state, count] of unsentStates(outbox)) console.log(`mail not sent: ${count}: ${state}`);
  const unknown = [...received.keys()].filter((mail) => !expected.has(mail)).length;
  return {
    mails: outbox.length,
    notSent: outbox.filter((row) => row.status !== "sent").length,
    lost,
    twice,
    excusedTwice,
    unknown,
  };
}

/**
 * The outbox's unsent mail grouped by what holds it (status, attempts, last error) with the range of its due
 * times, to tell a slow drain from a stuck mail.
 */
function unsentStates(outbox: OutboxRow[]): Map<string, string> {
  const groups = new Map<string, number[]>();
  for (const row of outbox) {
    if (row.status === "sent") continue;
    const state = `${row.status}, attempt ${row.attempts}${row.lastError ? `, ${row.lastError.slice(0, 120)}` : ""}`;
    groups.set(state, [...(groups.get(state) ?? []), Math.round((row.dueInMs ?? 0) / 1000)]);
  }
  return new Map(
    [...groups].map(([state, dues]) => [state, `${dues.length} (due in ${Math.min(...dues)}…${Math.max(...dues)} s)`]),
  );
}
