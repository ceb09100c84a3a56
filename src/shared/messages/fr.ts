/**
 * The French catalogue, one export per namespace. A module of exports rather than one object so that the
 * bundler keeps only the namespaces a page reads: a sign-in page does not download the mails' subjects
 * (docs/0054-message-catalogue.md, "Bundle").
 */
export { accountPage } from "./account-page.js";
export { accounts } from "./accounts.js";
export { adminArea } from "./admin-area.js";
export { appListings } from "./app-listings.js";
export { applications } from "./applications.js";
export { backOffice } from "./back-office.js";
export { basket } from "./basket.js";
export { blog } from "./blog.js";
export { booking } from "./booking.js";
export { bookingPages } from "./booking-pages.js";
export { callCalendar } from "./call-calendar.js";
export { careers } from "./careers.js";
export { caseStudies } from "./case-studies.js";
export { common } from "./common.js";
export { dashboard } from "./dashboard.js";
export { emailLinkPages } from "./email-link-pages.js";
export { expertises } from "./expertises.js";
export { footer } from "./footer.js";
export { formWords } from "./form-words.js";
export { forms } from "./forms.js";
export { header } from "./header.js";
export { home } from "./home.js";
export { http } from "./http.js";
export { identity } from "./identity.js";
export { jobApplication } from "./job-application.js";
export { leaders } from "./leaders.js";
export { legal } from "./legal.js";
export { mailLabels } from "./mail-labels.js";
export { mailLines } from "./mail-lines.js";
export { mailSubjects } from "./mail-subjects.js";
export { notFound } from "./not-found.js";
export { pageTrail } from "./page-trail.js";
export { pageWords } from "./page-words.js";
export { passkeysCard } from "./passkeys-card.js";
export { passwordField } from "./password-field.js";
export { quoteDesk } from "./quote-desk.js";
export { quotes } from "./quotes.js";
export { reauthentication } from "./reauthentication.js";
export { requestLabels } from "./request-labels.js";
export { requestPages } from "./request-pages.js";
export { requests } from "./requests.js";
export { search } from "./search.js";
export { searchMisses } from "./search-misses.js";
export { searchScreens } from "./search-screens.js";
export { shareCards } from "./share-cards.js";
export { signInPages } from "./sign-in-pages.js";
export { solutions } from "./solutions.js";
export { staffBar } from "./staff-bar.js";
export { startScale } from "./start-scale.js";
export { supportPages } from "./support-pages.js";
export { toasts } from "./toasts.js";
export { twoFactorCard } from "./two-factor-card.js";
export { visitorForm } from "./visitor-form.js";
