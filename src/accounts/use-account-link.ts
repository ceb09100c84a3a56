import { useSignedIn } from "../app/signed-in-hint.js";

/** Where the header's account icon leads: the account page when signed in, else the login screen. */
export function useAccountLink(): "/login" | "/dashboard" {
  return useSignedIn() ? "/dashboard" : "/login";
}
