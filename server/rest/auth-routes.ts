import { type Response, Router } from "express";
import { z } from "zod";
import * as authMessages from "../../src/shared/auth-messages.js";
import {
  forgotPasswordInput,
  loginInput,
  refreshTokenInput,
  registerInput,
  resetPasswordInput,
  tokenSchema,
  twoFactorLoginInput,
  verifyEmailInput,
} from "../../src/shared/auth-schemas.js";
import type { SignedIn } from "../auth/auth-context.js";
import type { AuthService } from "../auth/auth-service.js";
import { toPublicUser } from "../auth/public-user.js";
import { needsSecondFactor } from "../auth/two-factor-sign-in.js";
import type { Config } from "../config/config.js";
import { setDeviceCookie } from "../http/device-cookie.js";
import { originCheck } from "../http/origin-check.js";
import { requestMeta } from "../http/request-meta.js";
import { resolveCaller } from "../http/resolve-caller.js";
import { clearSessionCookie, readSessionToken } from "../http/session-cookie.js";
import { restHandler } from "./rest-handler.js";

const tokensOf = (signedIn: SignedIn) => ({
  success: true as const,
  token: signedIn.token,
  refreshToken: signedIn.refreshToken,
  user: toPublicUser(signedIn.user),
});

/** Logout accepts any body: it always succeeds, revoking what it recognises. */
const logoutInput = z.object({ refreshToken: tokenSchema.optional().catch(undefined) }).catch({});

/** The documented `/auth/*` contract (README "Auth REST contract", docs/0007) for API clients: tokens in JSON, Bearer to authenticate. */
export function authRoutes(deps: { config: Config; auth: AuthService }): Router {
  const { auth, config } = deps;
  const routes = Router();
  routes.use(originCheck(config));

  /** A sign-in's tokens; a client that keeps cookies also keeps the device cookie (server/auth/sign-in.ts). */
  const signedInTokens = (res: Response, signedIn: SignedIn) => {
    setDeviceCookie(res, config, signedIn.user.id);
    return tokensOf(signedIn);
  };

  routes.post(
    "/register",
    restHandler(registerInput, async (input, req, res) => {
      res.status(201).json(signedInTokens(res, await auth.register(input, requestMeta(req))));
    }),
  );

  routes.post(
    "/login",
    restHandler(loginInput, async (input, req, res) => {
      const result = await auth.login(input, requestMeta(req), "api");
      // Two-factor on: no token yet, the challenge goes to /auth/login/2fa with the code.
      res.json(needsSecondFactor(result) ? { success: true, ...result } : signedInTokens(res, result));
    }),
  );

  routes.post(
    "/login/2fa",
    restHandler(twoFactorLoginInput, async (input, req, res) => {
      res.json(signedInTokens(res, await auth.completeTwoFactorSignIn(input, requestMeta(req), "api")));
    }),
  );

  routes.post(
    "/refresh-token",
    restHandler(refreshTokenInput, async (input, req, res) => {
      const { token, refreshToken } = tokensOf(await auth.refresh(input.refreshToken, requestMeta(req)));
      res.json({ success: true, token, refreshToken });
    }),
  );

  routes.get("/user", async (req, res, next) => {
    try {
      if (!readSessionToken(req, config)) {
        res.status(401).json({ success: false, message: authMessages.noAccessToken });
        return;
      }
      const caller = await resolveCaller(req, res, deps);
      if (!caller) {
        res.status(401).json({ success: false, message: authMessages.authenticationFailed });
        return;
      }
      res.json({ user: toPublicUser(caller.user) });
    } catch (error) {
      next(error);
    }
  });

  routes.post(
    "/logout",
    restHandler(logoutInput, async (input, req, res) => {
      const token = readSessionToken(req, config);
      const caller = token ? await auth.authenticate(token) : null;
      await auth.logout(caller?.session.id ?? null, input.refreshToken ?? null);
      if (!req.headers.authorization) clearSessionCookie(res, config);
      res.json({ success: true });
    }),
  );

  routes.post(
    "/forgot-password",
    restHandler(forgotPasswordInput, async (input, req, res) => {
      res.json({ success: true, message: await auth.forgotPassword(input.email, requestMeta(req)) });
    }),
  );

  routes.post(
    "/reset-password",
    restHandler(resetPasswordInput, async (input, req, res) => {
      await auth.resetPassword(input.token, input.password, requestMeta(req));
      res.json({ success: true });
    }),
  );

  routes.post(
    "/verify-email",
    restHandler(verifyEmailInput, async (input, req, res) => {
      res.json({ success: true, user: toPublicUser(await auth.verifyEmail(input.token, requestMeta(req))) });
    }),
  );

  return routes;
}
