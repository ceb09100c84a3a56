const types: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".mp4": "video/mp4",
  ".webm": "video/webm",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};

/** Files whose name says more than their extension: the blog's Atom feed is XML of a kind feed readers look for. */
const byName: Record<string, string> = {
  "feed.xml": "application/atom+xml; charset=utf-8",
};

export function contentTypeFor(extension: string, name = ""): string {
  return byName[name.toLowerCase()] ?? types[extension.toLowerCase()] ?? "application/octet-stream";
}
