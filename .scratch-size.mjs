import { readFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
const dir = "dist/client/";
const manifest = JSON.parse(readFileSync(dir + ".vite/manifest.json", "utf8"));
const reach = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imp of chunk.imports ?? []) reach(imp, seen);
  return seen;
};
const entry = reach("index.html");
const account = new Set();
for (const key of Object.keys(manifest)) if (key.startsWith("src/pages/account/")) for (const f of reach(key)) if (!entry.has(f)) account.add(f);
const br = (f) => brotliCompressSync(readFileSync(dir + f), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
let raw = 0, total = 0;
for (const f of account) { raw += readFileSync(dir + f).length; total += br(f); }
let entryBr = 0; for (const f of entry) entryBr += br(f);
console.log({ accountFiles: account.size, accountRaw: raw, accountBrotli: total, entryFiles: [...entry], entryBrotli: entryBr });
const login = new Set([...reach("src/pages/account/login.page.tsx")].filter((f) => !entry.has(f)));
let lb = 0; for (const f of login) lb += br(f); console.log("login page extra brotli", lb);
const dash = new Set([...reach("src/pages/account/dashboard.page.tsx")].filter((f) => !entry.has(f)));
let db = 0; for (const f of dash) db += br(f); console.log("dashboard page extra brotli", db);
// marketing pages must not pull account code
for (const key of Object.keys(manifest)) if (key.startsWith("src/pages/") && !key.includes("/account/")) {
  const extra = [...reach(key)].filter((f) => account.has(f)); if (extra.length) console.log("MARKETING PULLS ACCOUNT", key, extra);
}
