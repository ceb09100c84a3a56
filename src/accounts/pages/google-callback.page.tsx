import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { useTRPC } from "../../app/trpc/client.js";
import { messages } from "../../shared/messages/catalogue.js";
import { buttonStyles } from "../../ui/forms/button-styles.js";
import { PendingNote } from "../../ui/PendingNote.js";
import { useSetSignedInUser } from "../signed-in-state.js";
import { AuthFrame } from "../ui/AuthFrame.js";
import { FailureNotice } from "../ui/FailureNotice.js";

/** The server has set the session cookie (or failed) before sending the browser here; ask who is signed in. */
export default function GoogleCallbackPage() {
  const setSignedInUser = useSetSignedInUser();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (new URLSearchParams(window.location.search).has("error")) {
      setFailed(true);
      return;
    }
    queryClient
      .fetchQuery(trpc.auth.me.queryOptions(undefined, { staleTime: 0 }))
      .catch(() => null)
      .then(async (user) => {
        if (!user) return setFailed(true);
        await setSignedInUser(user);
        navigate("/dashboard", { replace: true });
      });
  }, [trpc, queryClient, setSignedInUser, navigate]);

  if (failed) {
    return (
      <AuthFrame title={messages.signInPages.googleTitle} heading={messages.signInPages.googleFailedHeading}>
        <FailureNotice message={messages.accounts.googleFailed}>
          <Link href="/login" className={buttonStyles.primary}>
            {messages.signInPages.backToLoginLink}
          </Link>
        </FailureNotice>
      </AuthFrame>
    );
  }
  return (
    <AuthFrame title={messages.signInPages.googleTitle} heading={messages.signInPages.googlePendingHeading}>
      <PendingNote>{messages.signInPages.googlePending}</PendingNote>
    </AuthFrame>
  );
}
