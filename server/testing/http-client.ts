import { request } from "node:http";

/**
 * A minimal browser stand-in for integration tests: keeps cookies like a browser would (by name,
 * honouring Max-Age=0 deletions) and calls tRPC procedures over plain HTTP as the React app does.
 */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Record<string, string | true>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = "", ...rest] = header.split(";");
  const index = pair.indexOf("=");
  const attributes: Record<string, string | true> = {};
  for (const part of rest) {
    const [key = "", ...value] = part.trim().split("=");
    attributes[key.toLowerCase()] = value.length ? value.join("=") : true;
  }
  return { name: pair.slice(0, index).trim(), value: decodeURIComponent(pair.slice(index + 1).trim()), attributes };
}

export interface TrpcResult<T = unknown> {
  status: number;
  headers: Headers;
  data?: T;
  error?: { message: string; code: number; data: { code: string; httpStatus: number; field?: string | null } };
}

export function createTestBrowser(baseUrl: string, defaultHeaders: Record<string, string> = {}) {
  const cookies = new Map<string, string>();
  /** Every Set-Cookie seen, newest last, for attribute checks. */
  const setCookies: SetCookie[] = [];

  async function request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers({ ...defaultHeaders, ...(init.headers as Record<string, string> | undefined) });
    if (cookies.size > 0 && !headers.has("cookie")) {
      headers.set("cookie", [...cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; "));
    }
    const response = await fetch(new URL(path, baseUrl), { redirect: "manual", ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(header);
      setCookies.push(cookie);
      const expired =
        cookie.attributes["max-age"] === "0" ||
        (typeof cookie.attributes.expires === "string" && Date.parse(cookie.attributes.expires) < Date.now());
      if (expired) cookies.delete(cookie.name);
      else cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  async function trpcResult<T>(response: Response): Promise<TrpcResult<T>> {
    const body = (await response.json()) as { result?: { data: T }; error?: TrpcResult["error"] };
    return { status: response.status, headers: response.headers, data: body.result?.data, error: body.error };
  }

  return {
    cookies,
    setCookies,
    request,
    query: async <T = unknown>(procedure: string, input?: unknown) =>
      trpcResult<T>(
        await request(
          `/trpc/${procedure}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
        ),
      ),
    /** Submits an HTML form as a browser does: URL-encoded, from a page of the site (its Origin). */
    postForm: (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
      request(path, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: new URL(baseUrl).origin,
          ...headers,
        },
        body: new URLSearchParams(fields).toString(),
      }),
    mutation: async <T = unknown>(procedure: string, input?: unknown, headers: Record<string, string> = {}) =>
      trpcResult<T>(
        await request(`/trpc/${procedure}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: input === undefined ? undefined : JSON.stringify(input),
        }),
      ),
  };
}

export type TestBrowser = ReturnType<typeof createTestBrowser>;

/** Posts JSON to the REST shim; returns status, headers and the parsed body. */
export async function postJson(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: test code reads arbitrary JSON shapes.
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface RawExchange {
  status: number;
  /** Names and values as they came, in their order (node:http's rawHeaders). */
  rawHeaders: string[];
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as sent: a compressed body stays compressed. */
  body: Buffer;
}

export interface RawRequestOptions {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One request exactly as given, through node:http: fetch refuses some methods (TRACE), rewrites some
 * paths ("/\host" becomes "//host") and decompresses bodies, which is what probes need to avoid.
 */
export function rawExchange(baseUrl: string, options: RawRequestOptions): Promise<RawExchange> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: hostname, port, method: options.method ?? "GET", path: options.path, headers: options.headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            rawHeaders: res.rawHeaders,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

/** rawExchange with the body read as UTF-8 text. */
export async function rawRequest(baseUrl: string, options: RawRequestOptions): Promise<RawResponse> {
  const { status, headers, body } = await rawExchange(baseUrl, options);
  return { status, headers, body: body.toString("utf8") };
}
