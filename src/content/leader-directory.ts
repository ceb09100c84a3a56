import type { Leader } from "@content";
import leadersJson from "@content/Leader/_index.json";
import { orderedCollection } from "../ui/ordered-collection.js";

/** « Portraits des dirigeants », in grid order. */
export const leaders: readonly Leader[] = orderedCollection<Leader>(leadersJson);

/** Only leaders with `hasPage` have a /leadership/{slug} page; the others are listed without a link. */
export const leadersWithPage: readonly Leader[] = leaders.filter((leader) => leader.hasPage);

export const findLeaderWithPage = (slug: string): Leader | undefined =>
  leadersWithPage.find((leader) => leader.id === slug);

/** « de Camille Roussel », « d'Antoine Delorme »: French elides « de » before a vowel. */
export function ofName(name: string): string {
  return /^[aeiouyàâéèêëîïôöûü]/i.test(name) ? `d'${name}` : `de ${name}`;
}

export type { Leader };
