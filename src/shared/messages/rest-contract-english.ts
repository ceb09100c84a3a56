import { messages } from "./catalogue.js";

/**
 * The English the REST `/auth/*` contract documents (README, "Auth REST contract"), keyed by the French
 * message browsers see: the REST adapter answers these in English, every other door in French.
 */
export const restContractEnglish: Readonly<Record<string, string>> = {
  [messages.accounts.invalidCredentials]: "Invalid email or password",
  [messages.accounts.emailTaken]: "An account with this email already exists",
};
