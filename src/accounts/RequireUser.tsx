import { type ReactNode, useEffect, useState } from "react";
import { useLocation } from "wouter";
import type { PublicUser } from "./shared/auth-schemas.js";
import { loginPathFor } from "./shared/safe-next-path.js";
import { useCurrentUser } from "./use-current-user.js";

/**
 * The protected-route guard: renders its content for a signed-in user, sends a visitor to
 * /login?next=<this page>, and shows `pending` meanwhile (also the prerendered shell).
 */
export function RequireUser({ children, pending }: { children: (user: PublicUser) => ReactNode; pending: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  const [location, navigate] = useLocation();
  // The page this guard protects; once the visitor has left it, the guard has nothing to say.
  const [guardedPath] = useState(location);

  useEffect(() => {
    if (!isLoading && !user && location === guardedPath) navigate(loginPathFor(location), { replace: true });
  }, [isLoading, user, location, guardedPath, navigate]);

  return user ? children(user) : pending;
}
