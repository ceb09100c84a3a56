import { expect, test } from "./fixtures.js";
import { expectNoAxeViolations } from "./helpers/axe.js";
import { expectImagesLoaded, imageBodies } from "./helpers/images.js";

test("the listing shows every leader, each with a portrait of their own, and links only the founder", async ({
  page,
  request,
}) => {
  await page.goto("/leadership");
  await expect(page.getByRole("heading", { level: 1, name: "Portraits des dirigeants" })).toBeVisible();
  const cards = page.getByTestId("leader-card");
  await expect(cards).toHaveCount(6);
  // Decorative on a card: the leader's name is its heading, right under the picture.
  const portraits = cards.locator("img");
  await expect(portraits).toHaveCount(6);
  for (const portrait of await portraits.all()) await expect(portrait).toHaveAttribute("alt", "");
  await expect(cards.nth(1).locator("img")).toHaveAttribute("src", "/media/art/leaders/camille-roussel.svg");
  const sources = await expectImagesLoaded(portraits);
  expect(new Set(sources).size).toBe(6);
  const drawings = (await imageBodies(request, sources)).map((body) => body.toString("utf8"));
  expect(new Set(drawings).size, "six different drawings").toBe(6);
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
  const portrait = page.getByRole("img", { name: "Portrait illustré d'Antoine Delorme" });
  await expect(portrait).toBeVisible();
  await expect(portrait).toHaveAttribute("src", "/media/art/leaders/antoine-delorme.svg");
  await expectImagesLoaded(portrait);
});

test("the listing and the founder's page pass every axe rule at both widths", async ({ page }) => {
  for (const path of ["/leadership", "/leadership/antoine-delorme"]) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path, { waitUntil: "networkidle" });
      await expectNoAxeViolations(page, { label: `${path} at ${width} px` });
    }
  }
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
