/** Who is asking, as far as a service needs to know: adapters fill it from the request. */
export interface RequestMeta {
  ip: string;
  userAgent: string | null;
}
