import * as oidc from "openid-client";

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
}

/** What the browser keeps (in a short-lived HttpOnly cookie) between the redirect and the callback. */
export interface PendingGoogleSignIn {
  state: string;
  nonce: string;
  verifier: string;
  next: string;
  /** Set when a signed-in user links Google from the account page: the callback links to this account only. */
  linkUserId?: string;
  /** "reauthenticate": a signed-in user proving who they are before a sensitive action, not a sign-in. */
  purpose?: "reauthenticate";
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

/**
 * The OpenID Connect client for Google (or any issuer: tests use a local provider).
 * Discovery happens on first use and is retried on the next call if it failed.
 */
export function createGoogleOidc(settings: GoogleSettings, redirectUri: string) {
  let configuration: Promise<oidc.Configuration> | undefined;

  function discover(): Promise<oidc.Configuration> {
    const issuer = new URL(settings.issuerUrl);
    configuration ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        // Plain http is only ever a local test provider; Google itself is https.
        ...(issuer.protocol === "http:" ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
      .catch((error) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    async start(
      next: string,
      purpose?: PendingGoogleSignIn["purpose"],
    ): Promise<{ url: string; pending: PendingGoogleSignIn }> {
      const config = await discover();
      const pending: PendingGoogleSignIn = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
        next,
        ...(purpose ? { purpose } : {}),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(pending.verifier),
        code_challenge_method: "S256",
      });
      return { url: url.href, pending };
    },

    /** Exchanges the code; openid-client checks state, PKCE, signature, issuer, audience, expiry and nonce. */
    async finish(callbackUrl: URL, pending: PendingGoogleSignIn): Promise<GoogleIdentity> {
      const config = await discover();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: pending.verifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims || typeof claims.email !== "string") throw new Error("ID token without an e-mail address");
      const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);
      return {
        subject: claims.sub,
        email: claims.email.toLowerCase(),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
      };
    },
  };
}

export type GoogleOidc = ReturnType<typeof createGoogleOidc>;
