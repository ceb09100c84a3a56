/**
 * The support contact e-mail (SUPPORT_EMAIL), shown at the foot of the legal pages. Pages are
 * prerendered, so the address is the one configured when the site was built: the prerendered
 * HTML and the hydrating bundle carry the same value.
 */
export const supportEmail: string = __SUPPORT_EMAIL__;
