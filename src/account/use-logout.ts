import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "wouter";
import * as authMessages from "../shared/auth-messages.js";
import { trpc } from "../trpc/client.js";
import { toast } from "../ui/toasts.js";
import { setSignedInUser } from "./signed-in-state.js";

/** Signs out: the browser's state is cleared even when the server cannot be reached (spec §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const logout = trpc.auth.logout.useMutation({
    // React Query would hold the call until the browser is back online; signing out must not wait.
    networkMode: "always",
    onError: () => toast.error(authMessages.logoutError),
    onSettled: async () => {
      await setSignedInUser(queryClient, null);
      navigate("/login");
    },
  });
  return { logout: () => logout.mutate(), isPending: logout.isPending };
}
