import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoCBOR } from "@simplewebauthn/server/helpers";

type Cbor = Parameters<typeof isoCBOR.encode>[0];

/** What a discoverable credential holds: its key pair, its owner's handle and its signature counter. */
export interface SoftwareCredential {
  id: string;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

/** The COSE form of an EC P-256 public key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y. */
function coseKey(publicKey: KeyObject): Cbor {
  const jwk = publicKey.export({ format: "jwk" });
  return new Map<number, Cbor>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x ?? "", "base64url")],
    [-3, Buffer.from(jwk.y ?? "", "base64url")],
  ]);
}

/**
 * A platform authenticator in software, as a browser's would answer (WebAuthn level 2, attestation
 * "none", ES256): the tests drive the real server verification with it. `userVerified: false` plays an
 * authenticator that only checks presence (a security key without PIN).
 */
export function createSoftwareAuthenticator(origin: string, { userVerified = true } = {}) {
  const credentials = new Map<string, SoftwareCredential>();
  const flags = FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0);

  const clientData = (type: string, challenge: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  const authenticatorData = (rpId: string, extraFlags: number, counter: number, attested: Buffer = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags | extraFlags]), count, attested]);
  };

  return {
    credentials,

    /** navigator.credentials.create(): a new key pair for the options' RP and user. */
    create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
      const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
      const rawId = randomBytes(16);
      const id = rawId.toString("base64url");
      credentials.set(id, { id, privateKey, userHandle: options.user.id, counter: 0 });
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(rawId.length);
      const attested = Buffer.concat([
        Buffer.alloc(16),
        idLength,
        rawId,
        Buffer.from(isoCBOR.encode(coseKey(publicKey))),
      ]);
      const authData = authenticatorData(options.rp.id ?? "", FLAG_ATTESTED_DATA, 0, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, Cbor>([
          ["fmt", "none"],
          ["attStmt", new Map<string, Cbor>()],
          ["authData", authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: "public-key",
        clientExtensionResults: {},
        authenticatorAttachment: "platform",
        response: {
          clientDataJSON: clientData("webauthn.create", options.challenge).toString("base64url"),
          attestationObject: Buffer.from(attestationObject).toString("base64url"),
          transports: ["internal"],
        },
      };
    },

    /** navigator.credentials.get(): signs the challenge with a credential (the only one, by default). */
    get(options: PublicKeyCredentialRequestOptionsJSON, credentialId?: string): AuthenticationResponseJSON {
      const credential = credentialId ? credentials.get(credentialId) : [...credentials.values()][0];
      if (!credential) throw new Error("the software authenticator holds no such credential");
      credential.counter += 1;
      const authData = authenticatorData(options.rpId ?? "", 0, credential.counter);
      const clientDataJSON = clientData("webauthn.get", options.challenge);
      const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
      return {
        id: credential.id,
        rawId: credential.id,
        type: "public-key",
        clientExtensionResults: {},
        response: {
          clientDataJSON: clientDataJSON.toString("base64url"),
          authenticatorData: authData.toString("base64url"),
          signature: signature.toString("base64url"),
          userHandle: credential.userHandle,
        },
      };
    },
  };
}

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;
