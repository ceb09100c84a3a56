import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage();
page.on("console", (m) => console.log("console", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror", e.message));

page.on("requestfailed", (r) => console.log("failed", r.url(), r.failure()?.errorText));
await page.goto(process.argv[2], { waitUntil: "networkidle" });
await page.waitForTimeout(1000);
console.log(await page.evaluate(() => Object.keys(document.getElementById("root")).join(",")));

await browser.close();
