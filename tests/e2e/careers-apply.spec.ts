import { samplePdf } from "../../server/testing/sample-files.js";
import { expect, test } from "./fixtures.js";
import { expectNoAxeViolations } from "./helpers/axe.js";

test("'Postuler' on a job card opens its page; an application with a PDF CV shows its reference", async ({ page }) => {
  await page.goto("/careers");
  const card = page.getByTestId("job-card").first();
  const title = (await card.getByRole("heading").textContent()) ?? "";
  await card.getByRole("link", { name: /^Postuler/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  // Its JobPosting data is in the page as served (what search engines load), with what they ask for.
  await page.reload();
  const postings = await page
    .locator('head script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")));
  const posting = postings.find((data) => data["@type"] === "JobPosting");
  expect(posting).toMatchObject({
    title,
    directApply: true,
    identifier: { "@type": "PropertyValue", name: "Novadis" },
    jobLocation: { address: { streetAddress: expect.any(String), postalCode: expect.any(String) } },
  });
  await expectNoAxeViolations(page, { include: "main" });

  await page.getByLabel("Prénom").fill("Inès");
  await page.getByLabel("Nom", { exact: true }).fill("Moreau");
  await page.getByLabel("Adresse e-mail").fill(`apply-${Date.now()}@example.test`);
  await page.getByLabel("CV").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
  await page.getByRole("checkbox", { name: /J'accepte/ }).check();
  await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
  await expect(page.getByTestId("reference")).toHaveText(/^NOV-\d{4}-\d{5}$/);
});
