import { expect, test } from "./fixtures.js";

test("the listing shows every leader, with a placeholder portrait, and links only the founder", async ({ page }) => {
  await page.goto("/leadership");
  await expect(page.getByRole("heading", { level: 1, name: "Portraits des dirigeants" })).toBeVisible();
  await expect(page.getByTestId("leader-card")).toHaveCount(6);
  await expect(page.getByRole("img", { name: "Portrait de Camille Roussel" })).toBeVisible();
  const links = page.getByTestId("leader-card").getByRole("link");
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute("href", "/leadership/antoine-delorme");

  await links.click();
  await expect(page.getByRole("heading", { level: 1, name: "Antoine Delorme" })).toBeVisible();
});

test("the founder's page shows name, role, social profiles, biography and portrait", async ({ page }) => {
  const response = await page.goto("/leadership/antoine-delorme");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Antoine Delorme" })).toBeVisible();
  await expect(page.getByText("Fondateur et Président-Directeur Général")).toBeVisible();
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
    "href",
    "https://www.linkedin.com/in/antoine-delorme-novadis",
  );
  await expect(main.getByRole("link", { name: /Instagram/ })).toHaveAttribute(
    "href",
    "https://www.instagram.com/antoine.delorme.novadis",
  );
  await expect(page.getByRole("heading", { name: "Biographie" })).toBeVisible();
  await expect(page.getByText(/il fonde Novadis à Lyon/)).toBeVisible();
  await expect(page.getByRole("img", { name: "Portrait d'Antoine Delorme" })).toBeVisible();
});

test("leaders without a page and unknown slugs answer 404", async ({ page }) => {
  for (const slug of ["camille-roussel", "no-define"]) {
    const response = await page.goto(`/leadership/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Portrait introuvable" })).toBeVisible();
  }
});

test("the leadership pages are prerendered", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/leadership");
  await expect(page.getByTestId("leader-card")).toHaveCount(6);
  await page.goto("/leadership/antoine-delorme");
  await expect(page.getByRole("heading", { name: "Biographie" })).toBeVisible();
  await context.close();
});
