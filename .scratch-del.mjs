import { chromium } from "@playwright/test";

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const page = await browser.newPage({ baseURL: "http://localhost:3204" });
page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 200)));
page.on("pageerror", (e) => console.log("pageerror", e.message));
const email = `del-${Date.now()}@example.test`;
await page.goto("/register");
await page.getByLabel("Nom", { exact: true }).fill("D");
await page.getByLabel("Prénom").fill("C");
await page.getByLabel("Adresse e-mail").fill(email);
await page.getByLabel("Mot de passe", { exact: true }).fill("Horizon2030ok");
await page.getByLabel("Confirmer le mot de passe").fill("Horizon2030ok");
await page.getByRole("button", { name: "S'inscrire" }).click();
await page.waitForURL(/verify-email/);
await page.goto("/dashboard");
const card = page.getByRole("region", { name: "Supprimer mon compte" });
if (process.env.FIRST) {
  await card.getByLabel("Saisissez votre adresse e-mail pour confirmer").fill("x@y.zz");
  await card.getByRole("button", { name: "Supprimer mon compte" }).click();
}
await page.waitForTimeout(500);
console.log(await card.innerText());
await card.getByLabel("Saisissez votre adresse e-mail pour confirmer").fill(email.toUpperCase());
await page.waitForTimeout(800);
console.log(
  "after fill invalid?",
  await card.getByLabel("Saisissez votre adresse e-mail pour confirmer").getAttribute("aria-invalid"),
);
await card.getByLabel("Saisissez votre adresse e-mail pour confirmer").press("a");
await page.waitForTimeout(300);
console.log(
  "after type invalid?",
  await card.getByLabel("Saisissez votre adresse e-mail pour confirmer").getAttribute("aria-invalid"),
);
await card.getByLabel("Saisissez votre adresse e-mail pour confirmer").press("Backspace");
await page.waitForTimeout(300);
console.log(
  "after backspace invalid?",
  await card.getByLabel("Saisissez votre adresse e-mail pour confirmer").getAttribute("aria-invalid"),
);
page.on("request", (r) => console.log("req", r.url()));
await page.evaluate(() =>
  document.addEventListener("submit", (e) => console.log("submit event", e.target.querySelector("input")?.name), true),
);
await page.evaluate(() =>
  document.addEventListener("click", (e) => console.log("click on", e.target.tagName, e.target.textContent), true),
);
await card.getByRole("button", { name: "Supprimer mon compte" }).click();
await page.waitForTimeout(1500);
console.log(
  "invalid?",
  await card.getByLabel("Saisissez votre adresse e-mail pour confirmer").getAttribute("aria-invalid"),
);
console.log(page.url(), await card.innerText().catch(() => "gone"));
await browser.close();
