import { type SearchHit, type SearchType, searchTypeLabels } from "./shared/search-document.js";

export interface HitGroup {
  type: SearchType;
  label: string;
  hits: SearchHit[];
}

/**
 * Results by type, in rank order within a group; the group of the best result comes first, so the first
 * result shown (the one the arrow keys reach first) is the best one.
 */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  const groups = new Map<SearchType, HitGroup>();
  for (const hit of hits) {
    const group = groups.get(hit.type) ?? { type: hit.type, label: searchTypeLabels[hit.type], hits: [] };
    group.hits.push(hit);
    groups.set(hit.type, group);
  }
  return [...groups.values()];
}
