import { type SearchHit, type SearchType, searchTypeLabels, searchTypes } from "./search-document.js";

export interface HitGroup {
  type: SearchType;
  label: string;
  hits: SearchHit[];
}

/** Results by type, groups in the fixed order of searchTypes, the best group's rank kept within each. */
export function groupHits(hits: readonly SearchHit[]): HitGroup[] {
  return searchTypes
    .map((type) => ({ type, label: searchTypeLabels[type], hits: hits.filter((hit) => hit.type === type) }))
    .filter((group) => group.hits.length > 0);
}
