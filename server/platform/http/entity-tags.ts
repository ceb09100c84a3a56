import type { IncomingHttpHeaders } from "node:http";
import type { Encoding } from "./accept-encoding.js";

/**
 * The entity tag of one encoding of a representation: br, gzip and identity bytes differ, so each has its own
 * strong tag (RFC 9110 §8.8.3), the suffix a cache tells them apart by. `tag` is the identity bytes' tag.
 */
export function encodedEntityTag(tag: string, encoding: Encoding | undefined): string {
  return encoding ? `${tag.slice(0, -1)}-${encoding}"` : tag;
}

/** The tags of an If-None-Match or If-Range value, `*` kept as is. */
function listedTags(header: string): string[] {
  return header.split(",").map((tag) => tag.trim());
}

const opaque = (tag: string) => (tag.startsWith("W/") ? tag.slice(2) : tag);

/** If-None-Match holds the tag, by the weak comparison it calls for (RFC 9110 §13.1.2): a 304 answers it. */
export function noneMatchHolds(headers: IncomingHttpHeaders, tag: string): boolean {
  const header = headers["if-none-match"];
  if (!header) return false;
  return listedTags(header).some((listed) => listed === "*" || opaque(listed) === opaque(tag));
}

/**
 * A Range request's If-Range holds (RFC 9110 §13.1.5): the same strong tag, or exactly the last-modified
 * date; absent, it holds. When it fails, the whole representation goes back, never a piece of another one.
 */
export function ifRangeHolds(headers: IncomingHttpHeaders, tag: string, lastModified: string): boolean {
  const header = headers["if-range"];
  if (header === undefined) return true;
  if (typeof header !== "string") return false;
  return header.startsWith('"') ? header === tag : header === lastModified;
}
