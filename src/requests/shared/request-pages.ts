/**
 * Pages of the site that the server's mails and forms link to: the React routes and the HTML forms must serve them.
 * The cancel page reads `?token=`, shows the booking (`booking.cancellation`) and cancels it on a button
 * press (`booking.cancel`): a GET never cancels, since mail scanners open links.
 */
export const bookingPath = "/rendez-vous";
export const bookingCancelPath = "/rendez-vous/annulation";

/** A job's apply page (prerendered per job offer). */
export const jobApplyPath = (jobId: string) => `/careers/${encodeURIComponent(jobId)}`;
