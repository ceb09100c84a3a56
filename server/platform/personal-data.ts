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

/** One domain's part of an account's personal data (RGPD: access and erasure). */
export interface PersonalDataPart {
  /** What the domain holds about the account, for the data export. */
  exportFor(subject: DataSubject): Promise<unknown>;
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
    /** Each registered part's export, under its name. */
    async exportFor(subject: DataSubject): Promise<Record<string, unknown>> {
      const exported: Record<string, unknown> = {};
      for (const [name, part] of parts) exported[name] = await part.exportFor(subject);
      return exported;
    },
    async eraseFor(trx: Transaction<Database>, subject: DataSubject, now: number): Promise<void> {
      for (const part of parts.values()) await part.eraseFor(trx, subject, now);
    },
  };
}

export type PersonalData = ReturnType<typeof createPersonalData>;
