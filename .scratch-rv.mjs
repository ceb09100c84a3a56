import { chromium } from "@playwright/test";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ baseURL: "http://localhost:3204" });
await page.goto("/login");
await page.getByRole("button", { name: "Se Connecter", exact: true }).click();
await page.waitForTimeout(300);
const email = page.getByLabel("Adresse e-mail");
console.log("after submit", await email.getAttribute("aria-invalid"));
await email.fill("a@b.cc");
await page.waitForTimeout(500);
console.log("after fill", await email.getAttribute("aria-invalid"));
await email.pressSequentially("d");
await page.waitForTimeout(500);
console.log("after typing", await email.getAttribute("aria-invalid"));
await browser.close();
