import { useMutation } from "@tanstack/react-query";
import { useLocation } from "wouter";
import { useTRPC } from "../app/trpc/client.js";
import { messages } from "../shared/messages/catalogue.js";
import { toast } from "../ui/Toasts.js";
import { useSetSignedInUser } from "./signed-in-state.js";

/** Signs out: the browser's state is cleared even when the server cannot be reached (a sign-out must never leave the visitor signed in on this screen). */
export function useLogout() {
  const trpc = useTRPC();
  const setSignedInUser = useSetSignedInUser();
  const [, navigate] = useLocation();
  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      // React Query would hold the call until the browser is back online; signing out must not wait.
      networkMode: "always",
      onError: () => toast.error(messages.accounts.logoutError),
      onSettled: async () => {
        await setSignedInUser(null);
        navigate("/login");
      },
    }),
  );
  return { logout: () => logout.mutate(), isPending: logout.isPending };
}
