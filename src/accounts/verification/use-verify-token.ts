import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTRPC } from "../../app/trpc/client.js";
import { useServerForm } from "../../ui/forms/use-server-form.js";
import { useCurrentUser } from "../use-current-user.js";

export type VerificationState = "checking" | "waiting" | "verified" | "failed";

/**
 * The verification states for a screen reached with or without `?token=`: the token is tried
 * once (it is single-use, so never twice); a signed-in user whose address is already verified counts
 * as verified. Without a token and not verified, the screen is "waiting". Confirmed without JavaScript
 * (the "verify-email" form), the server's answer decides.
 */
export function useVerifyToken(): VerificationState {
  const trpc = useTRPC();
  const server = useServerForm("verify-email");
  const { user, isLoading } = useCurrentUser();
  const queryClient = useQueryClient();
  const { mutate: verify } = useMutation(
    trpc.auth.verifyEmail.mutationOptions({
      // The header's first `auth.me` may still be on its way with the unverified user: an invalidation
      // alone would wait for that answer instead of asking again, so cancel it, then ask afresh.
      onSuccess: async () => {
        await queryClient.cancelQueries(trpc.auth.me.pathFilter());
        await queryClient.invalidateQueries(trpc.auth.me.pathFilter());
      },
    }),
  );
  const [tokenState, setTokenState] = useState<"none" | "pending" | "verified" | "failed">("pending");
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Read in the effect, not during render: the prerendered HTML had no query string.
    const token = new URLSearchParams(window.location.search).get("token");
    if (!token) {
      setTokenState("none");
      return;
    }
    verify({ token }, { onSuccess: () => setTokenState("verified"), onError: () => setTokenState("failed") });
  }, [verify]);

  if (server?.result?.verified || tokenState === "verified" || user?.isEmailVerified) return "verified";
  if (server?.alert) return "failed";
  if (tokenState === "pending" || (tokenState === "none" && isLoading)) return "checking";
  return tokenState === "failed" ? "failed" : "waiting";
}
