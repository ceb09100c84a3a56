import fc from "fast-check";

/** One generated request: what the fuzzer sends. */
export interface FuzzRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const restPosts = [
  "/auth/register",
  "/auth/login",
  "/auth/refresh-token",
  "/auth/logout",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/verify-email",
  "/api/requests",
  "/api/bookings",
  "/api/bookings/cancellation",
  "/api/applications",
];
const restGets = ["/auth/user", "/api/booking-slots", "/api/bookings/cancellation", "/auth/google", "/api/nowhere"];
const procedures = [
  "auth.me",
  "auth.register",
  "auth.login",
  "auth.logout",
  "auth.verifyEmail",
  "auth.resendVerification",
  "auth.forgotPassword",
  "auth.resetPassword",
  "account.updateProfile",
  "account.changePassword",
  "account.sessions",
  "account.revokeSession",
  "account.exportData",
  "account.clientKey",
  "account.deleteAccount",
  "booking.slots",
  "booking.book",
  "booking.cancellation",
  "booking.cancel",
  "requests.submit",
  "requests.mine",
  "site.features",
  "no.such.procedure",
];
/** Field names the schemas know, so generated objects reach validation past "missing field". */
const fieldNames = [
  "email",
  "password",
  "firstName",
  "lastName",
  "rememberMe",
  "token",
  "refreshToken",
  "type",
  "message",
  "consent",
  "offerId",
  "category",
  "clientKey",
  "slot",
  "jobId",
  "website",
  "cursor",
  "sessionId",
];
/** Prototype pollution attempts: had any of them worked, an empty request would pass validation (probe). */
export const pollutionKeys = { type: "contact", firstName: "Polluted", consent: true, message: "polluted message" };
const pollutionBodies = [
  `{"__proto__":${JSON.stringify(pollutionKeys)}}`,
  `{"constructor":{"prototype":${JSON.stringify(pollutionKeys)}}}`,
  `{"email":"a@b.fr","__proto__":{"isAdmin":true},"prototype":{"consent":true}}`,
  `[{"__proto__":${JSON.stringify(pollutionKeys)}}]`,
];

const controlText = fc.string({ unit: "binary", maxLength: 40 });
const odd = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.constant(""),
  controlText,
  fc.string({ unit: "grapheme", maxLength: 30 }),
  fc.constant("x".repeat(5000)),
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.constant({}),
  fc.constant("2026-02-30T25:61:00Z"),
  fc.constant("<script>alert(1)</script>"),
  fc.constant("' OR 1=1 --"),
);
const objectBody = fc.dictionary(fc.oneof(fc.constantFrom(...fieldNames), fc.string({ maxLength: 12 })), odd, {
  maxKeys: 8,
});
const deepBody = fc.integer({ min: 100, max: 7000 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`);
const bodyText = fc.oneof(
  { weight: 6, arbitrary: objectBody.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)) },
  { weight: 1, arbitrary: fc.constantFrom(...pollutionBodies) },
  { weight: 1, arbitrary: deepBody },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 17_000, max: 200_000 }).map((size) => `{"message":"${"é".repeat(size)}"}`),
  },
  { weight: 1, arbitrary: controlText },
  { weight: 1, arbitrary: fc.constantFrom("", "{", "nul", '{"a":1,}', "[[[[", '{"email":"\\ud800"}', "\u0000") },
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=latin1",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=zz",
  "application/xml",
  "",
);
/** Header values must be visible ASCII (fetch refuses others); odd in every other way. */
const headerText = fc.string({ maxLength: 60 }).map((text) => text.replace(/[^\x20-\x7e]/g, "?"));
const authorization = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom("Bearer", "Bearer ", "Basic Og==", "bearer x.y.z", `Bearer ${"a".repeat(4000)}`),
  headerText.map((text) => `Bearer ${text}`),
);
const cookie = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom("auth_session=%%%", "auth_session=", "=;;=", 'a=b; auth_session="quoted"', `x=${"y".repeat(3000)}`),
  headerText,
);
const query = fc.oneof(
  fc.constant(""),
  headerText.map((text) => `?token=${encodeURIComponent(text)}`),
  fc.constantFrom("?token=%E0%A4%A", "?token[]=1&token[]=2", "?token[__proto__][x]=1", "?a=%00", "?&&&=&=", "?token="),
);
/** Inputs in a URL stay under Node's 16 KB header limit mostly: past it Node refuses (431) or drops the socket mid-upload. */
const trpcInput = fc.oneof(
  bodyText.map((text) => `input=${encodeURIComponent(text.slice(0, 3000))}`),
  fc.constantFrom("input=%7B", "batch=1&input=%7B%220%22%3A1%7D", "input=", "batch=x"),
);

/** Multipart bodies with broken structure: missing boundaries, unterminated parts, odd file fields. */
const multipartBody = fc
  .record({ field: fc.constantFrom("cv", "jobId", "email", "__proto__"), value: controlText, end: fc.boolean() })
  .map(
    ({ field, value, end }) =>
      `--zz\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-${value}\r\n${end ? "--zz--\r\n" : ""}`,
  );

const withHeaders = (extra: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(extra).filter((entry): entry is [string, string] => entry[1] !== undefined));

export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.oneof(
  fc
    .record({
      path: fc.constantFrom(...restPosts),
      body: fc.oneof({ weight: 5, arbitrary: bodyText }, { weight: 1, arbitrary: multipartBody }),
      type: contentType,
      authorization,
      cookie,
    })
    .map(({ path, body, type, authorization, cookie }) => ({
      method: "POST" as const,
      path,
      body,
      headers: withHeaders({ "content-type": type || undefined, authorization, cookie }),
    })),
  fc
    .record({ path: fc.constantFrom(...restGets), query, authorization, cookie })
    .map(({ path, query, authorization, cookie }) => ({
      method: "GET" as const,
      path: path + query,
      headers: withHeaders({ authorization, cookie }),
    })),
  fc
    .record({
      procedures: fc.array(fc.constantFrom(...procedures), { minLength: 1, maxLength: 12 }),
      post: fc.boolean(),
      body: bodyText,
      input: trpcInput,
      type: contentType,
      authorization,
      cookie,
    })
    .map(({ procedures, post, body, input, type, authorization, cookie }) => {
      const batch = procedures.length > 1 ? "batch=1&" : "";
      const path = `/trpc/${procedures.join(",")}`;
      return post
        ? {
            method: "POST" as const,
            path: `${path}${batch ? "?batch=1" : ""}`,
            body,
            headers: withHeaders({ "content-type": type || undefined, authorization, cookie }),
          }
        : { method: "GET" as const, path: `${path}?${batch}${input}`, headers: withHeaders({ authorization, cookie }) };
    }),
);
