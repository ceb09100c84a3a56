import { OAuth2Server } from "oauth2-mock-server";

/** The identity the provider vouches for on the next sign-in. */
export interface ProviderUser {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
}

export interface OidcProvider {
  /** For GOOGLE_ISSUER_URL. */
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  /** GOOGLE_* variables pointing the app at this provider. */
  env: Record<string, string>;
  /** Who signs in next (stays until changed). */
  setUser(user: ProviderUser): void;
  /** The next ID token carries a nonce other than the one the app sent. */
  tamperNextNonce(): void;
  close(): Promise<void>;
}

/**
 * A real local OpenID provider (`oauth2-mock-server`): discovery, JWKS, signed ID tokens, PKCE.
 * Its authorize endpoint signs in `setUser`'s identity at once. Usable outside Vitest.
 */
export async function startOidcProvider(options: { port?: number } = {}): Promise<OidcProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(options.port ?? 0, "127.0.0.1");
  const issuerUrl = server.issuer.url as string;
  const clientId = "novadis-test-client";
  const clientSecret = "novadis-test-secret";
  let user: ProviderUser = { sub: "google-user-1", email: "ana@example.fr", email_verified: true, given_name: "Ana" };
  let tamperNonce = false;

  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    // The mock signs an access token and an ID token; only the ID token has an audience.
    if (token.payload.aud !== clientId) return;
    Object.assign(token.payload, user);
    if (tamperNonce) {
      token.payload.nonce = "not-the-nonce-the-app-sent";
      tamperNonce = false;
    }
  });

  return {
    issuerUrl,
    clientId,
    clientSecret,
    env: { GOOGLE_ISSUER_URL: issuerUrl, GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
    setUser(next) {
      user = next;
    },
    tamperNextNonce() {
      tamperNonce = true;
    },
    close: () => server.stop(),
  };
}
