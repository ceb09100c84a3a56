/**
 * The English catalogue, one export per namespace as in `fr.ts`, each typed against the French one
 * (`Catalogue["<namespace>"]`): tsc names a missing key or a parameter of another type, en.test.ts a parameter
 * left out. The staff's namespaces stay French (`EnglishCatalogue`, catalogue.ts; docs/0054, "English").
 */
export { accountPage } from "./en/account-page.js";
export { accounts } from "./en/accounts.js";
export { appListings } from "./en/app-listings.js";
export { applications } from "./en/applications.js";
export { basket } from "./en/basket.js";
export { blog } from "./en/blog.js";
export { booking } from "./en/booking.js";
export { bookingPages } from "./en/booking-pages.js";
export { careers } from "./en/careers.js";
export { caseStudies } from "./en/case-studies.js";
export { common } from "./en/common.js";
export { dashboard } from "./en/dashboard.js";
export { emailLinkPages } from "./en/email-link-pages.js";
export { expertises } from "./en/expertises.js";
export { footer } from "./en/footer.js";
export { formWords } from "./en/form-words.js";
export { forms } from "./en/forms.js";
export { header } from "./en/header.js";
export { home } from "./en/home.js";
export { http } from "./en/http.js";
export { identity } from "./en/identity.js";
export { jobApplication } from "./en/job-application.js";
export { leaders } from "./en/leaders.js";
export { legal } from "./en/legal.js";
export { mailLabels } from "./en/mail-labels.js";
export { mailLines } from "./en/mail-lines.js";
export { mailSubjects } from "./en/mail-subjects.js";
export { mailTexts } from "./en/mail-texts.js";
export { notFound } from "./en/not-found.js";
export { pageTrail } from "./en/page-trail.js";
export { pageWords } from "./en/page-words.js";
export { passkeysCard } from "./en/passkeys-card.js";
export { passwordField } from "./en/password-field.js";
export { quoteAcceptance } from "./en/quote-acceptance.js";
export { quoteDesk } from "./en/quote-desk.js";
export { quotePdf } from "./en/quote-pdf.js";
export { quotes } from "./en/quotes.js";
export { reauthentication } from "./en/reauthentication.js";
export { requestLabels } from "./en/request-labels.js";
export { requestPages } from "./en/request-pages.js";
export { requests } from "./en/requests.js";
export { search } from "./en/search.js";
export { searchScreens } from "./en/search-screens.js";
export { shareCards } from "./en/share-cards.js";
export { signInPages } from "./en/sign-in-pages.js";
export { solutions } from "./en/solutions.js";
export { startScale } from "./en/start-scale.js";
export { supportPages } from "./en/support-pages.js";
export { toasts } from "./en/toasts.js";
export { twoFactorCard } from "./en/two-factor-card.js";
export { visitorForm } from "./en/visitor-form.js";
