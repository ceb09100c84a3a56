/**
 * What the two-factor card shows only once asked (docs/0019): the enrolment with its QR code (the encoder is
 * most of it) and the recovery codes. One lazy chunk, loaded when the card's button is hovered or focused,
 * or with the server's answer, so the dashboard's first load does not carry it.
 */
export { Enrolment } from "./Enrolment.js";
export { RecoveryCodes } from "./RecoveryCodes.js";
