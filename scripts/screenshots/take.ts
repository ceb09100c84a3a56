/**
 * Screenshots of the screens a review compares (docs/0062): the home page, a desktop mega-menu and the mobile
 * menu open, /realisations, a case study and the back-office's request detail, at 1440 and 390 px.
 *
 *   npm run screenshots -- <out-dir> [--tree <path>] [--port <n>] [--webp]
 *
 * `--tree` names another checkout whose production build (`npm run build` there) is shot instead of this one, so
 * one script takes "before" and "after" alike; it starts that tree's own server and test mail sink on a fresh
 * database, registers a staff member with that tree's `npm run admin`, and sends one contact request for the
 * back-office to show. `--webp` writes WebP (encoded by the same Chromium) instead of PNG, to commit.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium, type Page } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "../../tests/e2e/support/chromium-executable.js";
import { testPorts } from "../../tests/e2e/support/test-ports.js";
import { caseStudyToShoot, shots, type Viewport, viewports } from "./shots.js";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { tree: { type: "string" }, port: { type: "string" }, webp: { type: "boolean" } },
});
const [outArg] = positionals;
if (!outArg) {
  console.error("usage: npm run screenshots -- <out-dir> [--tree <path>] [--port <n>] [--webp]");
  process.exit(2);
}
const outDir = resolve(outArg);
const tree = resolve(values.tree ?? join(import.meta.dirname, "..", ".."));
const ports = testPorts(Number(values.port ?? process.env.E2E_PORT ?? 4404));
const baseURL = `http://localhost:${ports.app}`;
const databasePath = join(tmpdir(), `screenshots-${process.pid}-${Date.now()}.db`);

const children: ChildProcess[] = [];
function start(command: string, args: string[], env: Record<string, string>): void {
  const child = spawn(command, args, {
    cwd: tree,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
}
function stopAll(): void {
  for (const child of children) child.kill("SIGTERM");
}

async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`${url} did not answer in 2 minutes`);
}

/** A staff member, promoted with the tree's own documented command, and a request for the detail page. */
async function seed(page: Page): Promise<{ email: string; password: string; reference: string }> {
  const email = `capture-${randomBytes(4).toString("hex")}@example.test`;
  const password = "Horizon2030ok";
  // The request first, from a visitor without an account; then the staff member, signed in by registering.
  const sent = await page.request.post("/api/requests", {
    data: {
      type: "contact",
      firstName: "Léa",
      lastName: "Martin",
      email: "lea.martin@example.fr",
      company: "Domaine Rousset",
      message:
        "Bonjour, nous voulons relier notre boutique en ligne à notre logiciel de caisse avant les vendanges. Pouvez-vous nous rappeler cette semaine ?",
      consent: true,
    },
  });
  const registered = await page.request.post("/trpc/auth.register", {
    data: { firstName: "Camille", lastName: "Durand", email, password },
  });
  if (!registered.ok()) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  execFileSync("npm", ["run", "--silent", "admin", "--", "promote", email, "admin"], {
    cwd: tree,
    env: { ...process.env, DATABASE_PATH: databasePath },
  });
  const reference = /NOV-\d{4}-\d{5}/.exec(await sent.text())?.[0];
  if (!reference) throw new Error(`request: ${sent.status()} ${await sent.text()}`);
  return { email, password, reference };
}

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Adresse e-mail").fill(account.email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: /^se connecter$/i }).click();
  await page.waitForURL(/\/dashboard$/);
}

/** The page from its top, down to its end or MAX_HEIGHT: a long listing's tail adds bytes, not information. */
const MAX_HEIGHT = 3600;
async function fullPageClip(page: Page, width: number) {
  const height = Math.min(MAX_HEIGHT, await page.evaluate(() => document.documentElement.scrollHeight));
  return { fullPage: true, clip: { x: 0, y: 0, width, height } };
}

/** Chromium's own encoder: the PNG drawn on a canvas and written back as WebP. */
async function toWebp(browser: Browser, png: Buffer): Promise<Buffer> {
  const page = await browser.newPage();
  const dataUrl = await page.evaluate(
    async (source) => {
      const image = new Image();
      image.src = source;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext("2d")?.drawImage(image, 0, 0);
      return canvas.toDataURL("image/webp", 0.8);
    },
    `data:image/png;base64,${png.toString("base64")}`,
  );
  await page.close();
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  start("node", ["--import", "tsx", "scripts/e2e/test-services.ts"], {
    TEST_SMTP_PORT: String(ports.smtp),
    TEST_OIDC_PORT: String(ports.oidc),
    TEST_CONTROL_PORT: String(ports.control),
  });
  await waitFor(`http://127.0.0.1:${ports.control}/healthz`);
  start("node", ["scripts/start.mjs"], {
    NODE_ENV: "production",
    PORT: String(ports.app),
    HOST: "127.0.0.1",
    APP_URL: baseURL,
    DATABASE_PATH: databasePath,
    LOG_LEVEL: "warn",
    TWO_FACTOR_KEYS: randomBytes(32).toString("base64url"),
    SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
    RATE_LIMIT_FACTOR: "50",
  });
  await waitFor(`${baseURL}/healthz`);

  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumFlags });
  const setup = await browser.newPage({ baseURL });
  const account = await seed(setup);
  const caseStudy = await caseStudyToShoot(setup);
  await setup.close();

  for (const viewport of viewports) {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: viewport.width, height: viewport.height },
      deviceScaleFactor: 1,
      locale: "fr-FR",
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    let signedIn = false;
    for (const shot of shots) {
      if (!shot.widths.includes(viewport.name)) continue;
      if (shot.staff && !signedIn) {
        await logIn(page, account);
        signedIn = true;
      }
      await shot.take(page, { reference: account.reference, caseStudy, viewport: viewport as Viewport });
      const png = await page.screenshot(shot.fullPage ? await fullPageClip(page, viewport.width) : {});
      const name = `${shot.name}-${viewport.width}`;
      const file = values.webp ? `${name}.webp` : `${name}.png`;
      writeFileSync(join(outDir, file), values.webp ? await toWebp(browser, png) : png);
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
}

try {
  await main();
} finally {
  stopAll();
}
