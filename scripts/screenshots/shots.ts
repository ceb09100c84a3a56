import type { Page } from "@playwright/test";

export const viewports = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "mobile", width: 390, height: 844 },
] as const;
export type Viewport = (typeof viewports)[number];

interface ShotContext {
  reference: string;
  caseStudy: string;
  viewport: Viewport;
}

export interface Shot {
  /** The file's name, before `-{width}.png`. */
  name: string;
  widths: Viewport["name"][];
  /** Signed in as a staff member first. */
  staff?: boolean;
  /** The whole page, down to its end, rather than one screenful. */
  fullPage?: boolean;
  take: (page: Page, context: ShotContext) => Promise<void>;
}

/**
 * Opens a page and scrolls it to its end and back, so lazy images below the fold are loaded when the whole
 * page is taken; the load waits for the network to settle (fonts, images, the islands' scripts).
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 60));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState("networkidle");
}

/** The shots, in the order of the index of docs/screenshots. */
export const shots: Shot[] = [
  { name: "home", widths: ["desktop", "mobile"], take: (page) => visit(page, "/") },
  {
    name: "menu-desktop",
    widths: ["desktop"],
    take: async (page) => {
      await visit(page, "/");
      const header = page.locator("header").first();
      const solutions = header.getByRole("button", { name: /Solutions/ });
      await ((await solutions.count()) ? solutions.first() : header.locator("button[aria-expanded]").first()).click();
      await page.waitForTimeout(300);
    },
  },
  {
    name: "menu-mobile",
    widths: ["mobile"],
    take: async (page) => {
      await visit(page, "/");
      await page.getByRole("button", { name: "Ouvrir le menu" }).click();
      await page.waitForTimeout(300);
    },
  },
  { name: "home-en", widths: ["desktop", "mobile"], take: (page) => visit(page, "/en") },
  {
    name: "offer-en",
    widths: ["desktop", "mobile"],
    take: (page) => visit(page, "/en/start-scale/shopify-essential"),
  },
  { name: "realisations", widths: ["desktop", "mobile"], fullPage: true, take: (page) => visit(page, "/realisations") },
  {
    name: "case-study",
    widths: ["desktop", "mobile"],
    fullPage: true,
    take: (page, { caseStudy }) => visit(page, caseStudy),
  },
  {
    name: "back-office-request",
    widths: ["desktop", "mobile"],
    staff: true,
    fullPage: true,
    take: (page, { reference }) => visit(page, `/admin/demandes/${reference}`),
  },
];

/** The first case study /realisations links to; a build without them gets the path they would have. */
export async function caseStudyToShoot(page: Page): Promise<string> {
  const html = await (await page.request.get("/realisations")).text();
  return /href="(\/realisations\/[a-z0-9-]+)"/.exec(html)?.[1] ?? "/realisations/domaine-rousset";
}
