import { z } from "zod";
import { messages } from "../../shared/messages/catalogue.js";

/**
 * The passkeys' inputs (docs/0028-passkeys.md), shared by the dashboard, the login page and tRPC. The
 * authenticator's answers are checked for shape and size here; their content is verified by
 * @simplewebauthn/server. Pure: no Node or browser imports.
 */

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/);

const credentialBase = {
  id: base64url.min(1).max(1_024),
  rawId: base64url.min(1).max(1_024),
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  // No extension is asked for: besides the one the browsers always report, whatever they add is dropped.
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
};

/** What `navigator.credentials.create()` gave, as @simplewebauthn/browser encodes it. */
export const registrationResponse = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
});

/** What `navigator.credentials.get()` gave. */
export const authenticationResponse = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});

export const passkeyName = z
  .string({ error: messages.identity.passkeyNameRequired })
  .trim()
  .min(1, { error: messages.identity.passkeyNameRequired })
  .max(60, { error: messages.identity.passkeyNameTooLong });

export const registerPasskeyInput = z.object({ name: passkeyName, response: registrationResponse });

/** A passkey's credential id, as the list gives it. */
const passkeyId = base64url.min(1).max(1_024);

export const removePasskeyInput = z.object({ id: passkeyId });

/** A new label for one of the account's passkeys: the same rules as the name it was given when added. */
export const renamePasskeyInput = z.object({ id: passkeyId, name: passkeyName });

export const passkeySignInInput = z.object({
  response: authenticationResponse,
  rememberMe: z.boolean().default(false),
});

export const passkeyReauthenticationInput = z.object({ response: authenticationResponse });
