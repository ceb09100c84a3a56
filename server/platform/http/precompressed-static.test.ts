import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeFixtureBuild } from "../../testing/fixture-build.js";
import { startTestServer, type TestServer } from "../../testing/test-server.js";
import { loadPrerenderedPages } from "../pages/prerendered-pages.js";
import { precompressedStatic } from "./precompressed-static.js";

/** The build's static files as browsers and players fetch them: ranges, per-encoding tags, an asset's own headers. */
describe("static files", () => {
  let dir: string;
  let server: TestServer;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "static-fixture-"));
    writeFixtureBuild(dir);
    server = await startTestServer({
      pages: loadPrerenderedPages(join(dir, "pages")),
      assets: precompressedStatic(join(dir, "client")),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a byte range with 206 and those bytes only (how Safari plays a video)", async () => {
    const whole = await get("/media/hero.mp4");
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const size = (await whole.arrayBuffer()).byteLength;
    const first = await get("/media/hero.mp4", { range: "bytes=0-1" });
    expect(first.status).toBe(206);
    expect(first.headers.get("content-range")).toBe(`bytes 0-1/${size}`);
    expect(first.headers.get("content-length")).toBe("2");
    expect(Buffer.from(await first.arrayBuffer())).toEqual(Buffer.from([0, 0]));
    const box = await get("/media/hero.mp4", { range: "bytes=4-7" });
    expect(await box.text()).toBe("ftyp");
    const tail = await get("/media/hero.mp4", { range: "bytes=-10" });
    expect(tail.headers.get("content-range")).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
  });

  it("answers 416 with the size for a range past the end, and the whole file when If-Range names another version", async () => {
    const beyond = await get("/media/hero.mp4", { range: "bytes=999999-" });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toMatch(/^bytes \*\/\d+$/);
    const etag = (await get("/media/hero.mp4")).headers.get("etag") ?? "";
    const same = await get("/media/hero.mp4", { range: "bytes=0-1", "if-range": etag });
    expect(same.status).toBe(206);
    const changed = await get("/media/hero.mp4", { range: "bytes=0-1", "if-range": '"another-version"' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("content-range")).toBeNull();
  });

  it("gives each encoding of a file its own entity tag, and revalidates each", async () => {
    const tags = await Promise.all(
      ["br", "gzip", "identity"].map(async (encoding) => {
        const response = await get("/assets/index-abc123.js", { "accept-encoding": encoding });
        expect(response.headers.get("content-encoding") ?? "identity").toBe(encoding);
        return response.headers.get("etag") ?? "";
      }),
    );
    expect(new Set(tags).size).toBe(3);
    const [brotli, gzip] = tags;
    const revalidated = await get("/assets/index-abc123.js", {
      "accept-encoding": "br",
      "if-none-match": brotli ?? "",
    });
    expect(revalidated.status).toBe(304);
    const otherEncoding = await get("/assets/index-abc123.js", {
      "accept-encoding": "br",
      "if-none-match": gzip ?? "",
    });
    expect(otherEncoding.status).toBe(200);
  });

  it("gives each encoding of a page its own entity tag", async () => {
    const brotli = (await get("/", { "accept-encoding": "br" })).headers.get("etag") ?? "";
    const gzip = (await get("/", { "accept-encoding": "gzip" })).headers.get("etag") ?? "";
    const identity = (await get("/", { "accept-encoding": "identity" })).headers.get("etag") ?? "";
    expect(new Set([brotli, gzip, identity]).size).toBe(3);
    expect((await get("/", { "accept-encoding": "gzip", "if-none-match": gzip })).status).toBe(304);
    expect((await get("/", { "accept-encoding": "identity", "if-none-match": gzip })).status).toBe(200);
  });

  it("sends an asset only the headers a file needs, not the document's policies", async () => {
    const script = await get("/assets/index-abc123.js");
    expect(script.headers.get("x-content-type-options")).toBe("nosniff");
    for (const name of ["content-security-policy", "permissions-policy", "referrer-policy", "x-frame-options"]) {
      expect(script.headers.get(name), name).toBeNull();
    }
    const page = await get("/");
    expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(page.headers.get("x-frame-options")).toBeNull();
  });
});
