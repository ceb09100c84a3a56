import { expect, test } from "./fixtures.js";
import { isMapRequest, mapSlot, recordRequests } from "./helpers/home-map.js";
import { expectImagesLoaded } from "./helpers/images.js";
import { viewports } from "./helpers/viewports.js";

test.describe("hero", () => {
  test("shows the poster at once, then a muted looping inline video", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const poster = page.locator('section[aria-labelledby="hero-title"] img').first();
    await expect(poster).toHaveAttribute("src", "/media/hero-poster.webp");
    await expect(poster).toHaveAttribute("width", "960");
    await expect(poster).toHaveAttribute("height", "540");
    const video = page.getByTestId("hero-video");
    await expect(video).toBeAttached();
    const state = await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      loop: element.loop,
      autoplay: element.autoplay,
      inline: element.playsInline,
      sources: [...element.querySelectorAll("source")].map((source) => source.getAttribute("type")),
    }));
    expect(state).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      inline: true,
      sources: ["video/webm", "video/mp4"],
    });
  });

  test("the prerendered page has the poster but no video: the video never delays the first paint", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('src="/media/hero-poster.webp"');
    expect(html).not.toContain("<video");
  });

  test("with reduced motion only the poster shows", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("hero-video")).toHaveCount(0);
    await context.close();
  });

  test("the video files are our own and small (WebM and MP4 together at most 1.5 MB)", async ({ request }) => {
    let total = 0;
    for (const file of ["/media/hero.webm", "/media/hero.mp4", "/media/hero-poster.webp"]) {
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      total += (await response.body()).length;
    }
    expect(total).toBeLessThanOrEqual(1.5 * 1024 * 1024);
  });

  test("'Découvrir' opens the configured app site in a new tab", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const link = page.getByRole("link", { name: "Découvrir (nouvel onglet)" });
    await expect(link).toHaveAttribute("href", "https://apps.novadis.fr");
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    const settings = await page.locator("script#site-settings").textContent();
    expect(JSON.parse(settings ?? "{}")).toMatchObject({ appsSiteUrl: "https://apps.novadis.fr" });
  });
});

test("the leadership quote is the CEO's, beside the CEO's portrait", async ({ page }) => {
  await page.goto("/");
  const quote = page.locator('section[aria-labelledby="ceo-quote-title"]');
  await expect(quote.getByText("Antoine Delorme")).toBeVisible();
  await expect(quote.locator("blockquote")).toContainText("Le numérique n'a de sens");
  // The same artwork as on the leadership pages, decorative here: the caption names him beside it.
  const portrait = quote.locator("img");
  await expect(portrait).toHaveAttribute("src", "/media/art/leaders/antoine-delorme.svg");
  await expect(portrait).toHaveAttribute("alt", "");
  await expectImagesLoaded(portrait);
  await expect(quote.getByText("AD", { exact: true })).toHaveCount(0);
});

test("the quote ships no code of its own, yet its link navigates in the app and it renders after an in-app visit", async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto("/", { waitUntil: "networkidle" });
  // A static island (src/ui/static-island.tsx): the server's HTML is kept, the part's chunk is not downloaded.
  expect(scripts.filter((url) => /\/CeoQuote-[\w-]+\.js$/.test(url))).toEqual([]);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .locator('section[aria-labelledby="ceo-quote-title"]')
    .getByRole("link", { name: "Lire son portrait" })
    .click();
  await expect(page).toHaveURL(/\/leadership\/antoine-delorme$/);
  expect(await page.evaluate(() => "sameDocument" in window), "no page reload").toBe(true);
  // Back on the home page through the app: the quote's code loads now and renders it.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('section[aria-labelledby="ceo-quote-title"] blockquote')).toContainText(
    "Le numérique n'a de sens",
  );
  expect(await page.evaluate(() => "sameDocument" in window), "no page reload").toBe(true);
});

test.describe("news on wide screens", () => {
  test.use({ viewport: viewports.desktop });

  test("is an accordion of five labelled cards, one expanded at a time, the first at start", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const accordion = page.getByTestId("news-accordion");
    const buttons = accordion.getByRole("button");
    await expect(buttons).toHaveCount(5);
    for (const label of ["Nouveauté", "Partenariat", "Événement", "Entreprise", "Régional"]) {
      await expect(accordion.getByText(label, { exact: true })).toBeVisible();
    }
    const expanded = accordion.locator('button[aria-expanded="true"]');
    await expect(expanded).toHaveCount(1);
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(accordion.getByText("Notre application de productivité")).toBeVisible();

    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(expanded).toHaveCount(1);
    await expect(accordion.getByText("Deux jours de conférences")).toBeVisible();
    await expect(accordion.getByText("Notre application de productivité")).toBeHidden();
    await expect(page.getByTestId("news-carousel")).toBeHidden();
  });
});

test.describe("news below 768 px", () => {
  test.use({ viewport: viewports.mobile });

  const activeSlide = (page: import("@playwright/test").Page) =>
    page.getByTestId("news-carousel").locator('[aria-roledescription="diapositive"][data-active="true"]');

  async function drag(page: import("@playwright/test").Page, dx: number) {
    const box = await page
      .getByTestId("news-carousel")
      .locator('[aria-roledescription="diapositive"]')
      .first()
      .boundingBox();
    if (!box) throw new Error("the carousel is not on screen");
    const y = box.y + box.height / 2;
    const x = 375 / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + dx / 2, y, { steps: 4 });
    await page.mouse.move(x + dx, y, { steps: 4 });
    await page.mouse.up();
  }

  test("is a carousel moved by drag or swipe over 50 px, wrapping at both ends", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByTestId("news-accordion")).toBeHidden();
    await page.getByTestId("news-carousel").scrollIntoViewIfNeeded();
    await expect(activeSlide(page)).toContainText("Nouveauté");

    await drag(page, -30);
    await expect(activeSlide(page)).toContainText("Nouveauté");

    await drag(page, -120);
    await expect(activeSlide(page)).toContainText("Partenariat");

    await drag(page, 120);
    await expect(activeSlide(page)).toContainText("Nouveauté");
    await drag(page, 120);
    await expect(activeSlide(page)).toContainText("Régional");
    await drag(page, -120);
    await expect(activeSlide(page)).toContainText("Nouveauté");
  });

  test("has buttons and dots for keyboard users, wrapping too", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const carousel = page.getByTestId("news-carousel");
    await carousel.getByRole("button", { name: "Actualité précédente" }).click();
    await expect(activeSlide(page)).toContainText("Régional");
    await carousel.getByRole("button", { name: "Actualité suivante" }).press("Enter");
    await expect(activeSlide(page)).toContainText("Nouveauté");
    await carousel.getByRole("button", { name: "Afficher l'actualité 4 : Entreprise" }).click();
    await expect(activeSlide(page)).toContainText("Entreprise");
    await expect(carousel.getByRole("button", { name: "Afficher l'actualité 4 : Entreprise" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // Cards out of view are inert: nothing in them takes focus.
    await expect(carousel.locator('[aria-roledescription="diapositive"][inert]')).toHaveCount(4);
  });
});

test.describe("Horizon 2030 map", () => {
  test.use({ viewport: viewports.desktop });

  test("is not loaded until scrolled near, then draws the countries and zooms", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto("/", { waitUntil: "networkidle" });
    const slot = mapSlot(page);
    await expect(slot).toHaveAttribute("data-status", "waiting");
    expect(requests.filter(isMapRequest)).toEqual([]);
    const before = await slot.boundingBox();
    expect(before?.width).toBeGreaterThan(0);
    expect((before?.width ?? 0) / (before?.height ?? 1)).toBeCloseTo(800 / 500, 1);

    await page.locator("#horizon-title").scrollIntoViewIfNeeded();
    await expect(slot).toHaveAttribute("data-status", "ready");
    expect(requests.filter(isMapRequest)).toHaveLength(2);
    await expect.poll(() => slot.locator("path.rsm-geography").count()).toBeGreaterThan(100);
    await expect(slot.getByText("France", { exact: true })).toBeVisible();
    // The map takes the placeholder's place: same size, nothing moves.
    const after = await slot.boundingBox();
    expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);

    const map = page.getByTestId("horizon-map");
    await expect(map).toHaveAttribute("data-zoom", "1.00");
    await expect(map.getByRole("button", { name: "Zoom arrière" })).toBeDisabled();
    await map.getByRole("button", { name: "Zoom avant" }).click();
    await expect(map).toHaveAttribute("data-zoom", "2.00");
    // The zoom is animated: the attribute says where it goes, the transform gets there a few frames later.
    await expect(slot.locator("g.rsm-zoomable-group")).toHaveAttribute("transform", /scale\(2\)/);
    await map.getByRole("button", { name: "Zoom arrière" }).click();
    await expect(map).toHaveAttribute("data-zoom", "1.00");
  });

  test("if the country shapes fail to load, nothing is drawn and the page carries on", async ({ page }) => {
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    // A broken file rather than a refused request: Chromium itself logs refused requests as console errors.
    await page.route(/countries-110m-[^/]+\.json$/, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "{ truncated" }),
    );
    await page.goto("/", { waitUntil: "networkidle" });
    await page.locator("#horizon-title").scrollIntoViewIfNeeded();
    await expect(mapSlot(page)).toHaveAttribute("data-status", "failed");
    await expect(mapSlot(page).locator("svg")).toHaveCount(0);
    expect(warnings.some((text) => text.includes("Horizon 2030"))).toBe(true);
  });

  test("below 768 px the map is left out and never loaded", async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    const requests = recordRequests(page);
    await page.goto("/", { waitUntil: "networkidle" });
    await page.locator("#horizon").getByRole("link", { name: "Explorer l'horizon" }).scrollIntoViewIfNeeded();
    await expect(page.locator("#horizon").getByRole("link", { name: "Explorer l'horizon" })).toBeVisible();
    await expect(mapSlot(page)).toBeHidden();
    await page.waitForLoadState("networkidle");
    expect(requests.filter(isMapRequest)).toEqual([]);
  });
});

test.describe("expertise pillars", () => {
  test("the first pillar is selected; choosing another shows its picture, title, text and link", async ({ page }) => {
    await page.setViewportSize(viewports.desktop);
    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: "Nos pôles d'expertise" })).toBeVisible();
    await expect(
      page.getByText("Sept piliers technologiques pour construire l'avenir de votre entreprise."),
    ).toBeVisible();
    const tabs = page.getByRole("tablist", { name: "Pôles d'expertise" }).getByRole("tab");
    await expect(tabs).toHaveCount(7);
    await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Développement web & mobile" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Découvrir cette expertise" })).toHaveAttribute(
      "href",
      "/expertises/dev-web-mobile",
    );

    await page.getByRole("tab", { name: "Cloud & DevOps" }).click();
    await expect(page.getByRole("tab", { name: "Cloud & DevOps" })).toHaveAttribute("aria-selected", "true");
    await expect(panel.getByRole("heading", { name: "Cloud & DevOps" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Découvrir cette expertise" })).toHaveAttribute(
      "href",
      "/expertises/cloud-devops",
    );
  });

  test("on small screens the pillars are icon-only buttons that still have their names", async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto("/", { waitUntil: "networkidle" });
    const tab = page.getByRole("tab", { name: "Intelligence artificielle" });
    await expect(tab).toBeVisible();
    // The name is there for assistive technologies, visually hidden (a 1 px clip).
    const label = await tab.getByText("Intelligence artificielle").boundingBox();
    expect(label?.width).toBeLessThanOrEqual(1);
    await tab.click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { name: "Intelligence artificielle" })).toBeVisible();
  });
});

test("the three promotional banners show with their buttons, on the home page and on /blog", async ({ page }) => {
  for (const path of ["/", "/blog"]) {
    await page.goto(path);
    const banners = page.getByTestId("promo-banner");
    await expect(banners).toHaveCount(3);
    await expect(banners.nth(0).getByRole("link", { name: "Pré-inscription" })).toHaveAttribute("href", "/careers");
    await expect(banners.nth(0).getByRole("link", { name: "En savoir plus" })).toBeVisible();
    await expect(banners.nth(1)).toContainText("Horizon 2030");
    await expect(banners.nth(2)).toContainText("Horizon 2030");
  }
});

test.describe("client logo wall", () => {
  test("right after the hero, names every client of /realisations and links to each case study and to the list", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const wall = page.getByTestId("client-logo-wall");
    await expect(wall.getByRole("heading", { name: "Ils nous ont confié leur projet" })).toBeVisible();
    // The hero, then the wall: proof comes before anything else.
    expect(
      await wall.evaluate((element) =>
        element.closest("#client-logos")?.previousElementSibling?.getAttribute("aria-labelledby"),
      ),
    ).toBe("hero-title");
    const logos = wall.getByRole("listitem").getByRole("link");
    await expect(logos).toHaveCount(9);
    await expect(logos.nth(0).getByRole("img")).toHaveAccessibleName(/\S/);
    for (const logo of await logos.all()) await expect(logo).toHaveAttribute("href", /^\/realisations\/[a-z-]+$/);
    await expect(wall.getByRole("link", { name: "Cabinet Delorme Avocats" })).toHaveAttribute(
      "href",
      "/realisations/cabinet-delorme-avocats",
    );
    await wall.getByRole("link", { name: "Découvrir nos réalisations" }).click();
    await expect(page).toHaveURL(/\/realisations$/);
    await expect(page.getByRole("heading", { level: 1, name: "Nos réalisations" })).toBeVisible();
  });

  test("is static markup: in the prerendered page, and no script of its own is downloaded", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('id="client-logos"');
    expect(html).toContain('aria-label="Maison Feraud"');
    const scripts: string[] = [];
    page.on("request", (sent) => {
      if (sent.resourceType() === "script") scripts.push(sent.url());
    });
    await page.goto("/", { waitUntil: "networkidle" });
    expect(scripts.filter((url) => /\/(ClientLogoWall|case-study)[\w-]*\.js$/i.test(url))).toEqual([]);
  });
});

test.describe("news titles", () => {
  for (const width of [320, 390, 768, 1024, 1280, 1440]) {
    test(`never overflow nor break inside a word at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/", { waitUntil: "networkidle" });
      const container = width < 768 ? page.getByTestId("news-carousel") : page.getByTestId("news-accordion");
      await expect(container).toBeVisible();
      // Each card's label and title, in every state an accordion card can be in: expanded and folded.
      const texts = container.locator("h3, h3 span, [aria-roledescription='diapositive'] span.rounded-full");
      const states = width < 768 ? 1 : 2;
      for (let state = 0; state < states; state++) {
        if (state === 1) {
          const second = container.getByRole("button").nth(1);
          await second.click();
          await expect(second).toHaveAttribute("aria-expanded", "true");
          // Measured once the cards have finished growing and shrinking (a 500 ms transition, started by the
          // style change React just made: one frame later it is listed).
          await container.evaluate(async (element) => {
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
            await Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
          });
        }
        const problems = await texts.evaluateAll((elements) =>
          elements.flatMap((element) => {
            const style = getComputedStyle(element);
            const card = element.closest("article, [aria-roledescription='diapositive']");
            const box = element.getBoundingClientRect();
            const cardBox = card?.getBoundingClientRect();
            const text = (element.textContent ?? "").trim().slice(0, 40);
            const found: string[] = [];
            if (element.scrollWidth > element.clientWidth + 1) found.push(`${text}: wider than its box`);
            if (element.scrollHeight > element.clientHeight + 1) found.push(`${text}: lines cut off`);
            const outside =
              cardBox &&
              (box.left < cardBox.left - 1 ||
                box.right > cardBox.right + 1 ||
                box.top < cardBox.top - 1 ||
                box.bottom > cardBox.bottom + 1);
            if (outside) found.push(`${text}: outside its card, which clips it`);
            if (style.hyphens === "auto") found.push(`${text}: hyphenated`);
            if (!["normal"].includes(style.overflowWrap) || !["normal", "keep-all"].includes(style.wordBreak))
              found.push(`${text}: breaks words (${style.overflowWrap}, ${style.wordBreak})`);
            return found;
          }),
        );
        expect(problems, `state ${state}`).toEqual([]);
      }
    });
  }
});
