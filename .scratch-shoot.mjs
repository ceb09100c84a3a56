import { chromium } from "@playwright/test";

const base = process.env.BASE ?? "http://localhost:3204";
const paths = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, locale: "fr-FR" });
  page.on("console", (m) => m.type() === "error" && console.log(width, m.text()));
  for (const p of paths) {
    await page.goto(base + p);
    await page.waitForTimeout(600);
    const name = p.replace(/[^a-z0-9]+/gi, "_");
    await page.screenshot({ path: `/tmp/screens-shots/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
