import type { RequestType } from "./request-types.js";

/**
 * Where the calls to action send a visitor, with what their request is about in the query string
 * (field names of src/requests/shared/request-schemas.ts): the form page shows it and sends it as hidden fields.
 */
export const contactPagePath = "/contact";
export const supportRequestPath = "/support/demande";
export const priorityRequestPath = "/support/prioritaire";
/** The discovery-call booking page (docs/0016). */
export const bookingPagePath = "/rendez-vous";

/** The request types the contact page sends: a quote, or a plain message. */
export type ContactType = Extract<RequestType, "quote" | "contact">;

export interface ContactContext {
  type: ContactType;
  offerId?: string | undefined;
  expertiseId?: string | undefined;
  /** The page of the call to action: the team sees where the request came from, not only the form's page. */
  sourcePage?: string | undefined;
}

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return params ? `${path}?${params}` : path;
};

export const contactLink = (context: ContactContext) =>
  withQuery(contactPagePath, {
    type: context.type === "quote" ? "quote" : undefined,
    offerId: context.offerId,
    expertiseId: context.expertiseId,
    sourcePage: context.sourcePage,
  });

export const supportRequestLink = (category?: string, subject?: string) =>
  withQuery(supportRequestPath, { category, subject });

/** A context read from a link's query or a form's values: unknown types fall back to a plain message. */
export function contactContextOf(read: (name: string) => string | null | undefined): ContactContext {
  return {
    type: read("type") === "quote" ? "quote" : "contact",
    offerId: read("offerId") || undefined,
    expertiseId: read("expertiseId") || undefined,
    sourcePage: read("sourcePage") || undefined,
  };
}
