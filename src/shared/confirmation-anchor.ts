/**
 * The id of a form's confirmation on its page. Without JavaScript the server's redirect after a success carries it
 * as the address's fragment, so the browser shows the confirmation (below the sticky header, by its
 * `scroll-margin-top`) rather than the top of the page, and starts the next Tab from there.
 */
export const confirmationAnchor = "confirmation";

/** A form page's address after its success, opened at the confirmation. */
export const atConfirmation = (path: string) => `${path}#${confirmationAnchor}`;
