import type { Catalogue } from "../catalogue.js";

/** Field checks every form shares, in English (forms.ts). */
export const forms: Catalogue["forms"] = {
  firstNameRequired: "The first name is required.",
  lastNameRequired: "The last name is required.",
  emailInvalid: "Enter a valid email address.",
  phoneInvalid: "Enter a valid phone number (digits, spaces, +, full stops or hyphens).",
  singleLine: "This field fits on one line.",
  tooLong: (max: number) => `${max} characters at most.`,
  idInvalid: "Invalid identifier.",
  postTooLarge: "The form sent is too large.",
  postUnreadable: "The form sent could not be read. Please try again.",
  postUnsupported: "This form does not accept this kind of submission.",
  unknownForm: "This form is unknown.",
  postCrossOrigin: "This request comes from another site: it has been refused.",
  nameInvalid:
    "Enter a name made of letters: spaces, hyphens, apostrophes and full stops are accepted, but not digits, addresses or links.",
};
