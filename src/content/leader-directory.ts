import type { Leader } from "@content";
import leadersJson from "@content/Leader/_index.json";
import { orderedCollection } from "../ui/ordered-collection.js";

/** « Portraits des dirigeants », in grid order: each has a page, /leadership/{slug}. */
export const leaders: readonly Leader[] = orderedCollection<Leader>(leadersJson);

export const findLeader = (slug: string): Leader | undefined => leaders.find((leader) => leader.id === slug);

export type { Leader };
