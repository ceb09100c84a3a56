import { expect, test } from "./fixtures.js";

test("the home page renders in French and hydrates without console errors", async ({ page }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Novadis/);
});

test("pages carry their content in the HTML itself, before any JavaScript", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/start-scale");
  await expect(page.getByRole("heading", { level: 1, name: "Start & Scale" })).toBeVisible();
  await expect(page.getByTestId("offer-card")).toHaveCount(9);
  await context.close();
});

test("the Start & Scale page lists the nine offers from content", async ({ page }) => {
  await page.goto("/start-scale");
  await expect(page.getByTestId("offer-card")).toHaveCount(9);
  await expect(page.getByText("9 offres trouvées")).toBeVisible();
  await expect(page.getByTestId("offer-card").first()).toContainText(/890\s€\sHT/);
});

test("navigation between pages happens in the browser, without a reload", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => {
    (window as unknown as { marker: boolean }).marker = true;
  });
  await page
    .getByRole("link", { name: /Start & Scale/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/start-scale$/);
  await expect(page.getByTestId("offer-card")).toHaveCount(9);
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test("an unknown path shows the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Cette page n'est pas disponible" })).toBeVisible();
  await page.getByRole("button", { name: "Retour à la page d'accueil" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the health check answers 200 after querying the database", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});
