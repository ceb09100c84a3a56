import { type Response, Router } from "express";
import type { PublicUser } from "../../../src/accounts/shared/auth-schemas.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import { originCheck } from "../../platform/http/origin-check.js";
import { restProcedures } from "../../rest/rest-procedure.js";
import type { ContextDependencies } from "../../trpc/context.js";
import { readSessionToken } from "../session-cookie.js";

interface SignedInAnswer {
  user: PublicUser;
  tokens?: { token: string; refreshToken: string | undefined };
}

/** A sign-in's answer on the "api" channel, as the contract documents it: the tokens and the user. */
const tokensOf = ({ user, tokens }: SignedInAnswer) => ({
  success: true as const,
  token: tokens?.token,
  refreshToken: tokens?.refreshToken,
  user,
});

const json = (result: unknown, res: Response) => {
  res.json(result);
};
const succeeded = (_result: unknown, res: Response) => {
  res.json({ success: true });
};

/**
 * The documented `/auth/*` contract (README "Auth REST contract", docs/0007) for API clients: tokens in JSON, Bearer to authenticate.
 * Each route is the procedure of its action on the "api" channel (docs/0051-one-door-per-action.md).
 */
export function authRoutes(deps: ContextDependencies): Router {
  const { config } = deps;
  const restProcedure = restProcedures(deps);
  const routes = Router();
  routes.use(originCheck(config));

  routes.post(
    "/register",
    restProcedure({
      call: (trpc, input) => trpc.auth.register(input),
      answer: (result, res) => {
        res.status(201).json("user" in result ? tokensOf(result) : result);
      },
    }),
  );

  routes.post(
    "/login",
    restProcedure({
      call: (trpc, input) => trpc.auth.login(input),
      // Two-factor on: no token yet, the challenge goes to /auth/login/2fa with the code.
      answer: (result, res) => {
        res.json("user" in result ? tokensOf(result) : { success: true, ...result });
      },
    }),
  );

  routes.post(
    "/login/2fa",
    restProcedure({
      call: (trpc, input) => trpc.auth.loginTwoFactor(input),
      answer: (result, res) => json(tokensOf(result), res),
    }),
  );

  routes.post(
    "/refresh-token",
    restProcedure({
      call: (trpc, input) => trpc.auth.refreshToken(input),
      answer: ({ token, refreshToken }, res) => json({ success: true, token, refreshToken }, res),
    }),
  );

  // A request without any credential is told so; one whose credential is refused, that it failed.
  routes.get(
    "/user",
    restProcedure({
      call: async (trpc, _input, req) => (readSessionToken(req, config) ? { user: await trpc.auth.me() } : null),
      answer: (result, res) => {
        if (result?.user) res.json({ user: result.user });
        else {
          const message = result ? messages.accounts.authenticationFailed : messages.accounts.noAccessToken;
          res.status(401).json({ success: false, message });
        }
      },
    }),
  );

  routes.post("/logout", restProcedure({ call: (trpc, input) => trpc.auth.logout(input), answer: succeeded }));

  routes.post(
    "/forgot-password",
    restProcedure({ call: (trpc, input) => trpc.auth.forgotPassword(input), answer: json }),
  );

  routes.post(
    "/reset-password",
    restProcedure({ call: (trpc, input) => trpc.auth.resetPassword(input), answer: succeeded }),
  );

  routes.post(
    "/verify-email",
    restProcedure({
      call: (trpc, input) => trpc.auth.verifyEmail(input),
      answer: ({ user }, res) => json({ success: true, user }, res),
    }),
  );

  return routes;
}
