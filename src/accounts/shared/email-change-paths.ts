/**
 * The pages the email-change mails link to. Apart from the identity schemas, so that the pages import no
 * schema library before the visitor does anything (docs/0035).
 */

/** The link mailed to the new address: its page confirms the change on a button. */
export const emailChangePath = "/email-change";
/** The link mailed to the old address: its page cancels the change and secures the account on a button. */
export const emailChangeCancelPath = "/email-change/cancel";
