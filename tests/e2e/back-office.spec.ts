import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures.js";
import { logIn } from "./support/account.js";
import { mailsTo } from "./support/mailbox.js";
import { teamMember } from "./support/team-member.js";

const REFERENCE = /NOV-\d{4}-\d{5}/;

test("an admin promoted with the command finds a request by its reference, assigns it, changes its status and replies", async ({
  page,
  request,
}) => {
  // Two sign-ins, a form, four actions and a mail: about 35 s alone, up to 60 s on the loaded two-core machine.
  test.slow();
  const admin = await teamMember(request, "bo-admin", "admin");
  const visitor = `bo-visitor-${Date.now()}@example.fr`;

  await page.goto("/contact");
  await page.getByLabel("Prénom").fill("Léa");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Adresse e-mail").fill(visitor);
  await page.getByLabel("Votre message").fill("Nous voulons une boutique en ligne.");
  await page.getByLabel(/J'accepte/).check();
  await page.getByRole("button", { name: "Envoyer" }).click();
  const reference = (await page.getByTestId("request-confirmation").textContent())?.match(REFERENCE)?.[0] as string;
  expect(reference).toMatch(REFERENCE);

  await logIn(page, admin);
  await page.getByRole("link", { name: "Ouvrir le back-office" }).click();
  await page.getByLabel("Rechercher une demande").fill(reference);
  await page.getByRole("button", { name: "Filtrer" }).click();
  await expect(page.getByTestId("inbox").getByRole("listitem")).toHaveCount(1);
  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(reference);
  await expect(page.getByText("Nous voulons une boutique en ligne.")).toBeVisible();

  const controls = page.getByRole("region", { name: "Suivi" });
  await controls.getByLabel("Responsable").selectOption({ label: "Camille Durand" });
  await controls.getByRole("button", { name: "Attribuer" }).click();
  const history = page.getByTestId("history");
  await expect(history.getByRole("listitem")).toHaveCount(1);
  await controls.getByLabel("Statut").selectOption({ label: "En cours de traitement" });
  await controls.getByRole("button", { name: "Changer le statut" }).click();
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await controls.getByLabel(/Répondre par e-mail/).fill("Bonjour Léa,\nNous vous rappelons demain.");
  await controls.getByRole("button", { name: "Envoyer la réponse" }).click();
  await expect(history.getByRole("listitem")).toHaveCount(3);

  await expect(history).toContainText("Responsable · Camille Durand");
  await expect(history).toContainText("Statut · Camille Durand");
  await expect(history).toContainText("En cours de traitement");
  await expect(history).toContainText("Réponse envoyée · Camille Durand");
  await expect
    .poll(async () => (await mailsTo(visitor)).map((mail) => mail.subject), {
      message: "the reply in the visitor's mailbox",
    })
    .toContain(`Re: Message ${reference} – Novadis`);
  const reply = (await mailsTo(visitor)).find((mail) => mail.subject.startsWith("Re:"));
  expect(reply?.text).toContain("Nous vous rappelons demain.");
  await page.screenshot({ path: "test-results/back-office-request.png", fullPage: true });
});

test("a staff member exports the inbox as CSV for Excel, reads the searches without results, but cannot open the users page", async ({
  page,
  request,
}) => {
  const staff = await teamMember(request, "bo-staff", "staff");
  const visitor = `bo-csv-${Date.now()}@example.fr`;
  await logIn(page, staff);

  // The CSV export of what the inbox shows (here: this visitor's two requests), as Excel would open it.
  for (const firstName of ["Élodie", "Zoé"]) {
    const sent = await page.request.post("/api/requests", {
      data: {
        type: "contact",
        firstName,
        lastName: "Bérénice",
        email: visitor,
        company: "=cmd",
        message: "Été",
        consent: true,
      },
    });
    expect(sent.status()).toBe(201);
  }
  await page.goto(`/admin?search=${encodeURIComponent(visitor)}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Exporter en CSV" }).click(),
  ]);
  const csv = await readFile(await download.path());
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.subarray(3).toString("utf8");
  // Every field quoted, and a formula never starts one (docs/0021-back-office.md).
  expect(text).toContain(';"Élodie";"Bérénice";');
  expect(text).toContain(';"\'=cmd";');
  expect(text.split("\r\n")).toHaveLength(4); // header, two requests, the final line break

  const unanswered = `introuvable${Date.now()}`;
  expect((await page.request.get(`/recherche?q=${unanswered}`)).status()).toBe(200);
  await page
    .getByRole("navigation", { name: "Back-office" })
    .getByRole("link", { name: "Recherches sans résultat" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Recherches sans résultat" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`^${unanswered} 1 `) })).toBeVisible();

  // The calendar: a call booked meanwhile is listed under its day, and cancelled after confirmation.
  await test.step("calendar", async () => {
    const [slot] = (await (await page.request.get("/api/booking-slots")).json()).slots as Array<{ start: string }>;
    const booked = await page.request.post("/api/bookings", {
      data: { start: slot?.start, firstName: "Hugo", lastName: "Blanc", email: visitor, consent: true },
    });
    expect(booked.status()).toBe(201);
    const { reference } = (await booked.json()) as { reference: string };
    await page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Calendrier" }).click();
    const call = page.getByTestId("calendar").getByRole("listitem").filter({ hasText: reference });
    await expect(call).toContainText("Hugo Blanc");
    await call.getByText("Annuler", { exact: true }).click();
    await call.getByLabel("Message au visiteur (facultatif)").fill("Notre consultant est absent.");
    await call.getByRole("button", { name: "Confirmer l'annulation" }).click();
    await expect(call).toHaveCount(0);
  });

  await page.goto("/admin/utilisateurs");
  await expect(page.getByRole("alert")).toHaveText("Cette action est réservée aux administrateurs.");
  await expect(
    page.getByRole("navigation", { name: "Back-office" }).getByRole("link", { name: "Utilisateurs" }),
  ).toHaveCount(0);
  // The server refuses the data too, whatever the screen shows.
  const users = await page.request.get(`/trpc/admin.users?input=${encodeURIComponent("{}")}`);
  expect(users.status()).toBe(403);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});
