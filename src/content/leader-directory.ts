import { allLeaders, type Leader } from "@content";

/** « Portraits des dirigeants », in grid order. */
export const leaders: readonly Leader[] = [...allLeaders].sort((a, b) => a.order - b.order);

/** Only leaders with `hasPage` have a /leadership/{slug} page; the others are listed without a link. */
export const leadersWithPage: readonly Leader[] = leaders.filter((leader) => leader.hasPage);

export const findLeaderWithPage = (slug: string): Leader | undefined =>
  leadersWithPage.find((leader) => leader.id === slug);

/** « de Camille Roussel », « d'Antoine Delorme »: French elides « de » before a vowel. */
export function ofName(name: string): string {
  return /^[aeiouyàâéèêëîïôöûü]/i.test(name) ? `d'${name}` : `de ${name}`;
}

export type { Leader };
