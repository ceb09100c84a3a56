import type { Transaction } from "kysely";
import type { Database, UserRow } from "./db/schema.js";

/** The account a domain's personal data belongs to. */
export interface DataSubject {
  id: string;
  email: string;
  isEmailVerified: boolean;
}

export function dataSubjectOf(user: UserRow): DataSubject {
  return { id: user.id, email: user.email, isEmailVerified: user.isEmailVerified === 1 };
}

/**
 * A date as the export writes it: ISO 8601 in UTC, which a person and a spreadsheet both read, where epoch
 * milliseconds mean nothing to either. `Number` because PostgreSQL's bigint may come back as a string.
 */
export function exportedDate(at: number | string): string;
export function exportedDate(at: number | string | null): string | null;
export function exportedDate(at: number | string | null): string | null {
  return at === null ? null : new Date(Number(at)).toISOString();
}

/** A consent to the privacy policy, given with a form: when, to which version, and for what. */
export interface Consent {
  givenAt: string;
  policyVersion: string;
  /** What it came with: "demande NOV-2026-00042", "devis DEV-2026-0001". */
  with: string;
}

/** One domain's part of an account's personal data (RGPD: access and erasure). */
export interface PersonalDataPart {
  /** What the domain holds about the account, for the data export (dates through `exportedDate`). */
  exportFor(subject: DataSubject): Promise<unknown>;
  /** The consents given with the domain's forms, gathered in one list of the export. */
  consentsFor?(subject: DataSubject): Promise<Consent[]>;
  /** Deletes or anonymises it, inside the account deletion's transaction. */
  eraseFor(trx: Transaction<Database>, subject: DataSubject, now: number): Promise<void>;
}

/**
 * The registry the account's export and deletion go through, so a domain added later (requests, quotes...)
 * joins both by registering, and auth needs to know nothing of it.
 */
export function createPersonalData() {
  const parts = new Map<string, PersonalDataPart>();
  return {
    register(name: string, part: PersonalDataPart): void {
      if (parts.has(name)) throw new Error(`Personal data part "${name}" is registered twice`);
      parts.set(name, part);
    },
    /** Each registered part's export, under its name, and every consent given, oldest first. */
    async exportFor(subject: DataSubject): Promise<Record<string, unknown> & { consents: Consent[] }> {
      const exported: Record<string, unknown> = {};
      const consents: Consent[] = [];
      for (const [name, part] of parts) {
        exported[name] = await part.exportFor(subject);
        if (part.consentsFor) consents.push(...(await part.consentsFor(subject)));
      }
      consents.sort((a, b) => a.givenAt.localeCompare(b.givenAt));
      return { ...exported, consents };
    },
    async eraseFor(trx: Transaction<Database>, subject: DataSubject, now: number): Promise<void> {
      for (const part of parts.values()) await part.eraseFor(trx, subject, now);
    },
  };
}

export type PersonalData = ReturnType<typeof createPersonalData>;
