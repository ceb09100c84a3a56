import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compressFile } from "../../scripts/compress.js";

/**
 * A small build output: the same layout scripts/prerender.ts and the client build write. Pages with and
 * without compressed twins, and two whose forms the server handles (/login, /dashboard).
 */
export function writeFixtureBuild(dir: string) {
  const pages = join(dir, "pages");
  const client = join(dir, "client");
  mkdirSync(join(pages, "miss"), { recursive: true });
  mkdirSync(join(client, "assets"), { recursive: true });
  const html = (body: string) => `<!doctype html><html lang="fr"><body>${body}${" ".repeat(600)}</body></html>`;
  writeFileSync(join(pages, "page-0.html"), html("<h1>Accueil</h1>"));
  writeFileSync(join(pages, "page-1.html"), html("<h1>Nos Expertises</h1>"));
  writeFileSync(join(pages, "page-2.html"), html("<h1>Cloud &amp; DevOps</h1>"));
  writeFileSync(join(pages, "page-3.html"), html("<h1>Connexion</h1>"));
  writeFileSync(join(pages, "page-4.html"), html("<h1>Mon compte</h1>"));
  writeFileSync(join(pages, "miss", "expertise.html"), html("<p>Expertise not found.</p>"));
  writeFileSync(join(pages, "not-found.html"), html("<h1>Cette page n'est pas disponible</h1>"));
  for (const file of ["page-0.html", "page-3.html", "page-4.html", "not-found.html"]) compressFile(join(pages, file));
  writeFileSync(
    join(pages, "manifest.json"),
    JSON.stringify({
      pages: {
        "/": "page-0.html",
        "/expertises": "page-1.html",
        "/expertises/cloud-devops": "page-2.html",
        "/login": "page-3.html",
        "/dashboard": "page-4.html",
      },
      misses: { expertise: "miss/expertise.html" },
      notFound: "not-found.html",
    }),
  );
  writeFileSync(join(client, "assets", "index-abc123.js"), `console.log(${JSON.stringify("x".repeat(2000))});`);
  compressFile(join(client, "assets", "index-abc123.js"));
  writeFileSync(join(client, "robots.txt"), "User-agent: *\n");
  mkdirSync(join(client, "media"), { recursive: true });
  // A video's first bytes (an MP4 "ftyp" box), then filler: what range requests read.
  writeFileSync(
    join(client, "media", "hero.mp4"),
    Buffer.concat([Buffer.from("\0\0\0\x18ftypmp42"), Buffer.alloc(4084, 7)]),
  );
}
