import type { Leader } from "@content";
import leadersJson from "@content/Leader/_index.json";
import { orderedCollection } from "../ui/ordered-collection.js";

/** « Portraits des dirigeants », in grid order: each has a page, /leadership/{slug}. */
export const leaders: readonly Leader[] = orderedCollection<Leader>(leadersJson);

export const findLeader = (slug: string): Leader | undefined => leaders.find((leader) => leader.id === slug);

/** « de Camille Roussel », « d'Antoine Delorme »: French elides « de » before a vowel. */
export function ofName(name: string): string {
  return /^[aeiouyàâéèêëîïôöûü]/i.test(name) ? `d'${name}` : `de ${name}`;
}

export type { Leader };
