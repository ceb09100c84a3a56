import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import type { PrerenderManifest } from "../../server/platform/pages/prerendered-pages.js";
import { samplePdf } from "../../server/testing/sample-files.js";
import { typographyFaults } from "../../src/shared/french-typography.js";
import { commonNames, sentenceCaseChecker } from "../../src/shared/sentence-case.js";
import { registerVerifiedAccount } from "./support/account.js";
import { expect, test } from "./support/account-test.js";

/**
 * English a French screen must not show: the words and phrases the site once left in English ("Coming Soon" in the
 * menus, "SEARCH", "Remote", "WFH", a password rule, job titles, a filter), and the usual suspects of an interface
 * left half translated. Names are not in it: "Start & Scale", the applications' and clients' names are the brands'
 * own.
 */
const englishWords = [
  "Coming Soon",
  "Search",
  "Remote",
  "WFH",
  "Support Email",
  "Password",
  "Email address",
  "Forgot",
  "Sign in",
  "Sign up",
  "Log in",
  "Logout",
  "Submit",
  "Learn more",
  "Read more",
  "Full time",
  "Part time",
  "Loading",
  "Invalid",
  "Please",
  "Welcome",
  "Thank you",
  "Click here",
  "Apply now",
  "Get started",
  "Business",
  "Developer",
  "Director",
  "Roadmap",
];
const english = new RegExp(`(?<![\\p{L}-])(?:${englishWords.join("|")})(?![\\p{L}-])`, "giu");

const root = join(import.meta.dirname, "..", "..");
const manifestPath = join(root, "dist", "pages", "manifest.json");
const paths = Object.keys((JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderManifest).pages).sort();

/** A collection of the compiled content, as the build wrote it. */
const collection = <T>(type: string): T[] =>
  JSON.parse(readFileSync(join(root, ".contentlayer", "generated", type, "_index.json"), "utf8"));

/**
 * The names the content gives, which keep their capitals in a heading: people, clients, applications and their
 * plans, technologies, cities, and the offers' tiers (« Site vitrine Essential »).
 */
const contentNames = [
  ...collection<{ name: string }>("Leader").map((leader) => leader.name),
  ...collection<{ title: string }>("Application").map((application) => application.title),
  ...collection<{ title: string }>("AppBanner").map((banner) => banner.title),
  ...collection<{ client: string; quote: { name: string }; team: { name: string }[]; stack: string[] }>(
    "CaseStudy",
  ).flatMap((study) => [study.client, study.quote.name, ...study.team.map((member) => member.name), ...study.stack]),
  ...collection<{ technologies: string[] }>("Expertise").flatMap((expertise) => expertise.technologies),
  ...collection<{ location: string; keywords: string[] }>("JobOffer").flatMap((job) => [job.location, ...job.keywords]),
  ...collection<{ tier: string }>("Offer").map((offer) => offer.tier.charAt(0).toUpperCase() + offer.tier.slice(1)),
];
const names = [...commonNames, ...contentNames];
const sentenceCaseFaults = sentenceCaseChecker(names);

/**
 * What a person reads on the page, hidden parts (closed menus, dialogs) included: its title, description, text and
 * labels. `prose` runs the text as the page does (a sign and the word before it may sit in two elements);
 * `words` puts a space between elements, so that a badge's "Coming Soon" is not glued to the word before it.
 * `titles`: the text of the headings (h1–h4), the buttons and the links drawn as buttons (filled or outlined,
 * rounded, padded, a label rather than a card), as written in the source (a CSS `uppercase` is the design's), a
 * line for each block inside them.
 */
const readableText = () => {
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const code of body.querySelectorAll("script, style, template, code, pre")) code.remove();
  const labels = [...document.querySelectorAll("[aria-label], [title], [alt], [placeholder]")].flatMap((element) =>
    ["aria-label", "title", "alt", "placeholder"].map((name) => element.getAttribute(name) ?? ""),
  );
  const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
  const texts: string[] = [];
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? "");

  const lines = (element: Element): string =>
    [...element.childNodes]
      .map((node) => {
        if (!(node instanceof Element)) return node.textContent ?? "";
        const inline = /^(inline|contents)/.test(getComputedStyle(node).display);
        return inline ? lines(node) : `\n${lines(node)}\n`;
      })
      .join("");
  const drawnAsButton = (link: Element) => {
    const style = getComputedStyle(link);
    const filled = !/^(transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor);
    const outlined = style.borderTopStyle !== "none" && Number.parseFloat(style.borderTopWidth) > 0;
    return (
      (filled || outlined) &&
      Number.parseFloat(style.borderTopLeftRadius) > 0 &&
      Number.parseFloat(style.paddingLeft) >= 8 &&
      !link.querySelector("h1, h2, h3, h4, h5, h6, p, div, ul, ol, img, time")
    );
  };
  const titled = [
    ...document.querySelectorAll("h1, h2, h3, h4, button, [role=button], input[type=submit]"),
    ...[...document.querySelectorAll("a[href]")].filter(drawnAsButton),
  ];
  // What the eye reads: a name only heard (an icon button's aria-label) has no case to see.
  const titles = titled.map((element) =>
    element instanceof HTMLInputElement
      ? element.value
      : lines(element)
          .replace(/[ \t\u00a0\u202f]+/g, " ")
          .trim(),
  );
  return {
    prose: [document.title, description, body.textContent ?? "", ...labels].join("\n"),
    words: [document.title, description, ...texts, ...labels].join(" "),
    titles: [...new Set(titles.filter((title) => title !== ""))],
  };
};

/**
 * The page as it stands holds French typography's spaces, no English word and headings in sentence case;
 * `people` are the names a visitor typed, which the page may greet them with.
 */
async function expectFrench(page: Page, state: string, people: string[] = []) {
  const { prose, words, titles } = await page.evaluate(readableText);
  expect.soft(typographyFaults(prose), `${state}: a breaking space before « : ; ! ? » or inside « »`).toEqual([]);
  expect.soft([...new Set(words.match(english))], `${state}: English words`).toEqual([]);
  const faultsOf = people.length > 0 ? sentenceCaseChecker([...names, ...people]) : sentenceCaseFaults;
  const capitals = titles.flatMap((title) => {
    const faults = faultsOf(title);
    return faults.length > 0 ? [`${title.replace(/\s+/g, " ")} (${faults.join(", ")})`] : [];
  });
  expect.soft(capitals, `${state}: headings and buttons not in sentence case`).toEqual([]);
}

test.describe("every prerendered page, without JavaScript", () => {
  // As the server sends them: every page the build prerendered, account screens included.
  test.use({ javaScriptEnabled: false });

  // A few tests of many pages each: one page in the browser, pages read one after the other.
  const perTest = 12;
  for (let first = 0; first < paths.length; first += perTest) {
    const some = paths.slice(first, first + perTest);
    test(`${some[0]} … ${some.at(-1)}: French typography's spaces, no English word, sentence case`, async ({
      page,
    }) => {
      for (const path of some) {
        await page.goto(path);
        await expectFrench(page, path);
      }
    });
  }
});

/**
 * The screens a prerendered page does not show, reached with JavaScript: each public form's mistakes (sent
 * empty) and its confirmation, the dialogs and the open mobile menu, the account's refusals and its dashboard.
 */
test.describe("screen states, with JavaScript", () => {
  /** Sends the form empty and waits for its mistakes beside the fields. */
  async function sendEmpty(page: Page, button: string) {
    await page.getByRole("button", { name: button, exact: true }).click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
  }

  async function fillVisitor(page: Page, label: string) {
    await page.getByLabel("Prénom").fill("Léa");
    await page.getByLabel("Nom", { exact: true }).fill("Martin");
    await page.getByLabel("Adresse e-mail").fill(`${label}-${Date.now()}@example.test`);
  }

  test("the request forms: their mistakes and their confirmations", async ({ page }) => {
    // The contact form is the quote form under another name: its mistakes only.
    await page.goto("/contact");
    await sendEmpty(page, "Envoyer");
    await expectFrench(page, "/contact, sent empty");
    for (const form of [
      { path: "/contact?type=quote", button: "Demander mon devis", message: "Votre message" },
      { path: "/support/demande?category=compte-securite", button: "Soumettre la demande", message: /Décrivez/ },
    ]) {
      await page.goto(form.path);
      await sendEmpty(page, form.button);
      await expectFrench(page, `${form.path}, sent empty`);
      await fillVisitor(page, "french");
      await page.getByLabel(form.message).fill("Une boutique en ligne pour nos ateliers.");
      await page.getByLabel(/J'accepte/).check();
      await page.getByRole("button", { name: form.button, exact: true }).click();
      await expect(page.getByTestId("request-confirmation")).toBeVisible();
      await expectFrench(page, `${form.path}, sent`);
    }
  });

  test("booking a call and applying for a job: their mistakes and their confirmations", async ({ page }) => {
    await page.goto("/rendez-vous");
    await sendEmpty(page, "Réserver l'appel");
    await expectFrench(page, "/rendez-vous, sent empty");
    // A day of its own: the booking specs take slots of the first five days in parallel workers.
    const day = page.getByRole("group", { name: "Jour" }).getByRole("button").nth(6);
    await day.press("Enter");
    await expect(day).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("radio").filter({ visible: true }).last().press("Space");
    await fillVisitor(page, "french-booking");
    await page.getByRole("checkbox", { name: /J'accepte/ }).check();
    await page.getByRole("button", { name: "Réserver l'appel" }).click();
    await expect(page.getByTestId("booking-confirmation")).toBeVisible();
    await expectFrench(page, "/rendez-vous, booked");

    await page.goto("/careers");
    const job = page
      .getByTestId("job-card")
      .first()
      .getByRole("link", { name: /^Postuler/ });
    await page.goto((await job.getAttribute("href")) ?? "");
    await sendEmpty(page, "Envoyer ma candidature");
    await expectFrench(page, "a job application, sent empty");
    await fillVisitor(page, "french-apply");
    await page.getByLabel("CV").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: samplePdf() });
    await page.getByRole("checkbox", { name: /J'accepte/ }).check();
    await page.getByRole("button", { name: "Envoyer ma candidature" }).click();
    await expect(page.getByTestId("application-confirmation")).toBeVisible();
    await expectFrench(page, "a job application, sent");
  });

  test("the basket's quote form: its mistakes and its confirmation", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("novadis.basket", JSON.stringify(["wordpress-start"])));
    await page.goto("/panier");
    await expectFrench(page, "/panier, an offer in it");
    await page.getByRole("button", { name: "Recevoir mon devis" }).click();
    const form = page.getByRole("form", { name: "Recevoir mon devis" });
    await form.getByRole("button", { name: "Recevoir mon devis" }).click();
    await expect(form.locator("[aria-invalid=true]").first()).toBeVisible();
    await expectFrench(page, "/panier, the quote form sent empty");
    await form.getByRole("textbox", { name: "Prénom" }).fill("Camille");
    await form.getByRole("textbox", { name: "Nom", exact: true }).fill("Lefèvre");
    await form.getByRole("textbox", { name: "Adresse e-mail" }).fill(`french-quote-${Date.now()}@example.test`);
    await form.getByRole("textbox", { name: "Société" }).fill("Atelier Lefèvre");
    await form.getByRole("textbox", { name: "Adresse de facturation" }).fill("12 rue des Lilas, 69003 Lyon");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Recevoir mon devis" }).click();
    // The server renders the PDF before answering: up to seconds on a loaded two-core machine (docs/0023).
    await expect(page.getByTestId("quote-confirmation")).toBeVisible({ timeout: 20_000 });
    await expectFrench(page, "/panier, the quote issued");
  });

  test("the search dialog, the offers' overlay and the mobile menu", async ({ page }) => {
    await page.goto("/start-scale");
    await page.getByTestId("offer-card").first().getByRole("link", { name: "Découvrir cette offre" }).click();
    await expect(page.getByTestId("offer-dialog")).toBeVisible();
    await expectFrench(page, "an offer's overlay");
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("offer-dialog")).toBeHidden();

    await page.getByRole("banner").getByRole("link", { name: "Rechercher" }).click();
    const dialog = page.getByRole("dialog", { name: "Rechercher sur le site" });
    await dialog.getByRole("combobox").fill("cloud");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await expectFrench(page, "the search dialog, with results");
    await dialog.getByRole("combobox").fill("zzzyx");
    await expect(dialog.getByText("Aucun résultat")).toBeVisible();
    await expectFrench(page, "the search dialog, with none");
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    const nav = page.getByRole("navigation", { name: "Navigation principale" }).filter({ visible: true });
    // Each entry draws its links once open: open them all, one after the other.
    const closed = nav.getByRole("button", { expanded: false });
    for (let left = await closed.count(); left > 0; left--) {
      await closed.first().click();
      await expect(closed).toHaveCount(left - 1);
    }
    await expectFrench(page, "the mobile menu, every entry open");
  });

  test("the account screens' refusals, the dashboard and the priority form", async ({ page, allowApiStatus }) => {
    allowApiStatus(401);
    await page.goto("/register");
    await sendEmpty(page, "S'inscrire");
    await page.getByLabel("Mot de passe", { exact: true }).fill("court");
    await page.getByLabel("Confirmer le mot de passe").fill("autre");
    await page.getByLabel("Confirmer le mot de passe").blur();
    await expectFrench(page, "/register, sent empty, passwords apart");

    await page.goto("/forgot-password");
    await sendEmpty(page, "Envoyer le lien de réinitialisation");
    await expectFrench(page, "/forgot-password, sent empty");

    const account = await registerVerifiedAccount(page, "french-text");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: /^Bonjour/ })).toBeVisible();
    await expectFrench(page, "/dashboard, signed in", [account.firstName, account.lastName]);
    const key = (await page.getByTestId("client-key").textContent()) ?? "";

    await page.context().clearCookies();
    await page.goto("/login");
    await sendEmpty(page, "Se connecter");
    await expectFrench(page, "/login, sent empty");
    await page.getByLabel("Adresse e-mail").fill(account.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("PasLeBon2030");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectFrench(page, "/login, a wrong password");

    await page.goto("/support/prioritaire");
    await sendEmpty(page, "Déclencher");
    await expectFrench(page, "/support/prioritaire, sent empty");
    await page.getByLabel("Clé client").fill(key);
    await fillVisitor(page, "french-priority");
    await page.getByLabel("Que se passe-t-il ?").fill("Le site ne répond plus depuis ce matin.");
    await page.getByLabel(/J'accepte/).check();
    await page.getByRole("button", { name: "Déclencher" }).click();
    await expect(page.getByTestId("request-confirmation")).toBeVisible();
    await expectFrench(page, "/support/prioritaire, sent");
  });
});
