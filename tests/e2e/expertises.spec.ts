import { expect, test } from "./fixtures.js";
import { expectNoAxeViolations } from "./helpers/axe.js";
import { expectFullRows } from "./helpers/grid-rows.js";

test("the catalogue's rows are full at every width: no hole after the last card", async ({ page }) => {
  await page.goto("/expertises");
  const cards = page.getByTestId("expertise-card");
  for (const width of [375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFullRows(cards, `at ${width} px`);
  }
});

test("the catalogue lists the seven expertises and opens one", async ({ page }) => {
  await page.goto("/expertises");
  await expect(page.getByRole("heading", { level: 1, name: "Nos expertises" })).toBeVisible();
  await expect(page.getByText("Sept pôles technologiques pour construire l'avenir de votre entreprise.")).toBeVisible();
  await expect(page.getByTestId("expertise-card")).toHaveCount(7);
  await expect(page.getByRole("link", { name: /^Découvrir cette expertise/ })).toHaveCount(7);

  await page.getByRole("link", { name: "Découvrir cette expertise : Cloud & DevOps" }).click();
  await expect(page).toHaveURL(/\/expertises\/cloud-devops$/);
  await expect(page.getByRole("heading", { level: 1, name: "Cloud & DevOps" })).toBeVisible();
});

test("an expertise page shows every section, technologies three then the rest, and links back", async ({ page }) => {
  const response = await page.goto("/expertises/dev-web-mobile");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Développement web & mobile" })).toBeVisible();
  await expect(
    page.getByText("Des sites, des applications et des plateformes pensés pour vos utilisateurs"),
  ).toBeVisible();

  const services = page.locator("section", { has: page.getByRole("heading", { name: "Nos services" }) });
  await expect(services.getByRole("listitem")).toHaveCount(8);
  const technologies = page.locator("section", { has: page.getByRole("heading", { name: "Technologies utilisées" }) });
  await expect(technologies.getByRole("list").first().getByRole("listitem")).toHaveText([
    "React",
    "Next.js",
    "TypeScript",
  ]);
  await expect(technologies.getByRole("list", { name: "Autres technologies" }).getByRole("listitem")).toHaveText([
    "React Native",
    "Kotlin",
    "Swift",
  ]);
  await expect(page.getByRole("heading", { name: "Bénéfices pour votre entreprise" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Prêt à démarrer votre projet ?" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Développons votre projet" })).toBeVisible();

  await page.getByRole("link", { name: "Retour aux expertises" }).click();
  await expect(page).toHaveURL(/\/expertises$/);
  await expect(page.getByTestId("expertise-card")).toHaveCount(7);
});

test("an unknown expertise answers 404 with « Expertise introuvable »", async ({ page }) => {
  const response = await page.goto("/expertises/quantum-computing");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Expertise introuvable" })).toBeVisible();
});

test("the expertise pages are prerendered", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/expertises");
  await expect(page.getByTestId("expertise-card")).toHaveCount(7);
  await page.goto("/expertises/intelligence-artificielle");
  await expect(page.getByRole("heading", { level: 1, name: "Intelligence artificielle" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nos services" })).toBeVisible();
  await context.close();
});

// The catalogue and every expertise page are audited by public-pages.spec.ts; an unknown expertise is not a public path.
test("an unknown expertise's not-found page passes every axe rule", async ({ page }) => {
  await page.goto("/expertises/inconnue");
  await expectNoAxeViolations(page);
});
