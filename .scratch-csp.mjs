import { chromium } from "@playwright/test";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage();
  page.on(
    "console",
    (m) => m.type() === "error" && console.log(p, m.text().slice(0, 150), JSON.stringify(m.location())),
  );
  await page.goto("http://localhost:3204" + p);
  await page.waitForTimeout(800);
  console.log(
    p,
    "scripts:",
    await page.evaluate(() => [...document.querySelectorAll("script")].map((s) => s.outerHTML.slice(0, 200))),
  );
  await page.close();
}
await browser.close();
