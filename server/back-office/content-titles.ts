import { type ContentCatalogue, contentCatalogue } from "../content/index.js";

interface ContentIds {
  category: string | null;
  offerId: string | null;
  expertiseId: string | null;
  jobId: string | null;
}

/**
 * What a request refers to, as the team reads it: the job's, offer's, expertise's and help category's titles
 * instead of their ids. An id no longer in the content (a job filled and removed) stays as it was stored.
 */
export function contentTitles(ids: ContentIds, catalogue: ContentCatalogue = contentCatalogue) {
  const title = (map: ReadonlyMap<string, string>, id: string | null) => (id === null ? null : (map.get(id) ?? id));
  return {
    category: title(catalogue.helpCategories, ids.category),
    offer: title(catalogue.offers, ids.offerId),
    expertise: title(catalogue.expertises, ids.expertiseId),
    job: title(catalogue.jobs, ids.jobId),
  };
}
