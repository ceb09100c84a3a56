import { expect, test } from "./fixtures.js";
import { expectNoAxeViolations } from "./helpers/axe.js";

// One page load: the search page with its server-rendered results, then the dialog from there on.
test("the search page and the dialog: icon, shortcuts, arrows and Enter, a job found by its description", async ({
  page,
}) => {
  await page.goto("/recherche?q=cloud");
  await expect(page.getByRole("main").getByRole("link", { name: /Cloud & DevOps/ })).toBeVisible();
  await expectNoAxeViolations(page, { include: "main" });

  const icon = page.getByRole("banner").getByRole("link", { name: "Rechercher" });
  await icon.click();
  const dialog = page.getByRole("dialog", { name: "Rechercher sur le site" });
  const input = dialog.getByRole("combobox");
  await expect(input).toBeFocused();
  await input.pressSequentially("cloud");
  const cloud = dialog.getByRole("option", { name: /Cloud & DevOps/ });
  await expect(cloud).toBeVisible();
  await expect(cloud.locator("mark")).toHaveText("Cloud");
  await expectNoAxeViolations(page, { include: "[role=dialog]" });
  // The best result is active as soon as it shows; the arrows move off it and back.
  await expect(cloud).toHaveAttribute("data-focus", "");
  await input.press("ArrowDown");
  await expect(cloud).not.toHaveAttribute("data-focus", "");
  await input.press("ArrowUp");
  await expect(cloud).toHaveAttribute("data-focus", "");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/expertises\/cloud-devops$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Cloud & DevOps" })).toBeVisible();

  // Ctrl+K from anywhere on the page; a word found only in a job's description.
  await page.keyboard.press("Control+k");
  await expect(input).toBeFocused();
  await input.fill("courrier");
  const job = dialog.getByRole("option", { name: /Assistant\(e\) administratif/ });
  await expect(job).toHaveAttribute("data-focus", "");
  await input.press("Enter");
  await expect(page).toHaveURL(/\/careers\/assistant-administratif$/);
  // The arrival on a page moves the focus to its heading (PageArrival): wait for it, so it does not land later.
  // The new page's heading, by name: closing the dialog first gives the focus back to the previous page's heading,
  // which stays on screen until the job's page is ready.
  await expect(page.getByRole("heading", { level: 1, name: "Assistant(e) administratif(ve)" })).toBeFocused();

  // `/` opens it too; Escape closes and gives the focus back.
  await icon.focus();
  await page.keyboard.press("/");
  await expect(input).toBeFocused();
  // Nothing found shows popular pages, and the search is reported once the visitor stops typing.
  const report = page.waitForResponse((response) => response.url().endsWith("/trpc/search.reportMiss"));
  await input.fill("zzxqw");
  await expect(dialog.getByText("Aucun résultat")).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Carrière" })).toBeVisible();
  expect((await report).status()).toBe(200);
  expect((await report).request().postDataJSON()).toEqual({ query: "zzxqw" });
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(icon).toBeFocused();

  // Enter with no result to choose opens the results page for what was typed.
  await page.keyboard.press("/");
  await input.fill("zzxqw qqyyz");
  await expect(dialog.getByText("Aucun résultat")).toBeVisible();
  await input.press("Enter");
  await expect(page).toHaveURL(/\/recherche\?q=zzxqw%20qqyyz$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("searchbox")).toHaveValue("zzxqw qqyyz");
});

test("without JavaScript: the icon is a link to the search page, which lists the WordPress offers and leads to their pages", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/recherche?q=wordpress");
  await expect(page.getByRole("banner").getByRole("link", { name: "Rechercher" })).toHaveAttribute(
    "href",
    "/recherche",
  );
  const offers = page.getByRole("region", { name: "Offres Start & Scale" }).getByRole("link");
  await expect(offers).toHaveText([/WordPress/, /WordPress/, /WordPress/]);
  await expect(page.getByRole("searchbox")).toHaveValue("wordpress");
  await offers.filter({ hasText: "WordPress Start" }).click();
  await expect(page).toHaveURL(/\/start-scale\/wordpress-start$/);
  await expect(page.getByRole("heading", { level: 1, name: "WordPress Start" })).toBeVisible();
  await context.close();
});
