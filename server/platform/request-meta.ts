/** Who is asking, as far as a service needs to know: adapters fill it from the request. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
  /** The device cookie, unchecked (server/accounts/device-cookies.ts): a browser that signed in before. */
  deviceToken?: string | null;
}
