import { readFile } from "node:fs/promises";
import { samplePdf } from "../../server/testing/sample-files.js";
import { expect, test } from "./fixtures.js";
import { logIn } from "./support/account.js";
import { teamMember } from "./support/team-member.js";

const REFERENCE = /^NOV-\d{4}-\d{5}$/;

test("a staff member opens a candidate's CV from the request's page, in the back-office's own layout", async ({
  page,
  request,
}) => {
  test.slow();
  const staff = await teamMember(request, "bo-cv", "staff");
  const candidate = `bo-cv-${Date.now()}@example.fr`;
  const pdf = samplePdf("CV de Inès Moreau");
  const applied = await request.post("/api/applications", {
    multipart: {
      jobId: "web-designer",
      firstName: "Inès",
      lastName: "Moreau",
      email: candidate,
      consent: "on",
      cv: { name: "CV Inès.pdf", mimeType: "application/pdf", buffer: pdf },
    },
  });
  expect(applied.status()).toBe(201);
  const { reference } = (await applied.json()) as { reference: string };
  expect(reference).toMatch(REFERENCE);

  await logIn(page, staff);
  await page.goto(`/admin?search=${encodeURIComponent(candidate)}`);
  // Staff pages have their own frame: no marketing menus, no call to action, no mega-footer (docs/0057).
  await expect(page.getByRole("navigation", { name: "Back-office" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Navigation principale" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Voir le site" })).toHaveAttribute("href", "/");

  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  const sent = page.getByRole("region", { name: "Ce que le visiteur a envoyé" });
  // The job by its title, not its id.
  await expect(sent.getByText("Designer web", { exact: true })).toBeVisible();
  await expect(sent.getByText("web-designer", { exact: true })).toHaveCount(0);

  const link = sent.getByRole("link", { name: /^Télécharger le CV/ });
  await expect(link).toContainText("CV Inès.pdf");
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe("CV Inès.pdf");
  expect((await readFile(await download.path())).equals(pdf)).toBe(true);

  // The preview frames the same staff-only address, which answers the PDF inline and lets our pages frame it.
  const preview = page.getByRole("region", { name: "Aperçu du CV" }).locator("iframe");
  await expect(preview).toHaveAttribute("title", "CV de Inès Moreau");
  const address = await preview.getAttribute("src");
  expect(address).toBe(await link.getAttribute("href"));
  const served = await page.request.get(address as string);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("application/pdf");
  expect(served.headers()["content-disposition"]).toMatch(/^inline; /);
  expect(served.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect((await served.body()).equals(pdf)).toBe(true);
  await page.screenshot({ path: "test-results/back-office-application.png", fullPage: true });
});

test("a staff member tells priority requests at a glance and lists only them in one click", async ({
  page,
  request,
}) => {
  test.slow();
  const staff = await teamMember(request, "bo-priority", "staff");
  await logIn(page, staff);
  const key = await page.request.get("/trpc/account.clientKey");
  const { clientKey } = ((await key.json()) as { result: { data: { clientKey: string } } }).result.data;
  const company = `Priorité ${Date.now()}`;
  const send = async (data: Record<string, unknown>) => {
    const sent = await page.request.post("/api/requests", {
      data: { firstName: "Léa", lastName: "Martin", email: "lea.prio@example.fr", company, consent: true, ...data },
    });
    expect(sent.status()).toBe(201);
    return ((await sent.json()) as { reference: string }).reference;
  };
  const urgent = await send({ type: "priority", clientKey, message: "Le site ne répond plus depuis ce matin." });
  const ordinary = await send({ type: "contact", message: "Une question sur vos offres." });

  await page.goto(`/admin?search=${encodeURIComponent(company)}`);
  const inbox = page.getByTestId("inbox");
  // The inbox loads after the back-office's chunk: slow on a loaded machine.
  await expect(inbox.getByRole("listitem")).toHaveCount(2, { timeout: 15_000 });
  const flagged = inbox.getByRole("listitem").filter({ has: page.getByTestId("priority-flag") });
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText(urgent);

  await page.getByRole("link", { name: "Prioritaires seulement" }).click();
  await expect(page).toHaveURL(/[?&]type=priority/);
  await expect(inbox.getByRole("listitem")).toHaveCount(1);
  await expect(inbox).toContainText(urgent);
  await expect(inbox).not.toContainText(ordinary);
  // The form shows the filter the link set, and the search kept.
  await expect(page.getByLabel("Type")).toHaveValue("priority");
  await expect(page.getByLabel("Rechercher une demande")).toHaveValue(company);

  await inbox.getByRole("link", { name: urgent }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(urgent);
  await expect(page.getByTestId("priority-flag")).toHaveText("Prioritaire");

  // The notice after an action never covers the navigation, on a desktop or a phone (docs/0057).
  const controls = page.getByRole("region", { name: "Suivi" });
  await controls.getByLabel("Statut").selectOption({ label: "En cours de traitement" });
  await controls.getByRole("button", { name: "Changer le statut" }).click();
  const notice = page.getByRole("region", { name: "Notifications" }).getByRole("listitem");
  await expect(notice).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const shown = await notice.boundingBox();
    for (const navigation of [page.getByRole("banner"), page.getByRole("navigation", { name: "Back-office" })]) {
      const box = await navigation.boundingBox();
      expect(shown && box && shown.y >= box.y + box.height, `the notice below the navigation at ${width} px`).toBe(
        true,
      );
    }
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goBack();
  await page.getByRole("link", { name: "Toutes les demandes" }).first().click();
  await expect(inbox.getByRole("listitem")).toHaveCount(2);
});
