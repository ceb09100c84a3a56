import { type APIRequestContext, expect, type Page } from "@playwright/test";

/**
 * Controls known to do nothing yet, by accessible name, each with the reason; the check fails on any
 * other. Delete an entry when its control gets an action.
 */
const knownInert: Record<string, string> = {};
/** Each same-site address is fetched once per worker, whichever page links to it. */
const checkedHrefs = new Map<string, number>();

interface PageControls {
  links: { href: string; text: string }[];
  missingAnchors: string[];
  inertButtons: string[];
}

/**
 * No control that looks actionable does nothing (docs/0015), every check in the loaded page: a link goes to a
 * page that answers 2xx, after its redirects (each same-site address fetched once over HTTP, not navigated to) or
 * to an anchor that exists; a button submits its form, drives something it names (aria-expanded, aria-controls,
 * aria-pressed), or changes the page when clicked. It clicks the buttons: run it last on a page.
 */
export async function expectEveryControlActs(page: Page, request: APIRequestContext, baseURL: string | undefined) {
  const controls = await page.evaluate(async (): Promise<PageControls> => {
    const label = (element: Element) =>
      (element.getAttribute("aria-label") ?? element.textContent ?? "").replace(/\s+/g, " ").trim();
    const links = [...document.querySelectorAll("a")].map((a) => ({ href: a.href, text: label(a) }));
    const missingAnchors = [...document.querySelectorAll<HTMLAnchorElement>("a[href^='#']")]
      .map((a) => a.getAttribute("href")?.slice(1) ?? "")
      .filter((id) => id !== "" && !document.getElementById(decodeURIComponent(id)));
    const describes = (button: HTMLButtonElement) =>
      (button.type === "submit" && button.form !== null) ||
      button.hasAttribute("aria-expanded") ||
      button.hasAttribute("aria-controls") ||
      button.hasAttribute("aria-pressed") ||
      button.getAttribute("role") === "tab";
    const visible = (button: HTMLButtonElement) => button.checkVisibility() && !button.disabled;
    // React applies a key press at once: one task lets the next control be reached.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const inertButtons: string[] = [];
    for (const button of [...document.querySelectorAll("button")]) {
      if (describes(button) || !visible(button)) continue;
      let changed = false;
      let noticeChange = () => {};
      const observer = new MutationObserver(() => {
        changed = true;
        noticeChange();
      });
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      const before = window.location.href;
      button.click();
      // A click may answer after a promise (the clipboard, a share sheet): up to half a second, not one task.
      await new Promise<void>((resolve) => {
        noticeChange = () => resolve();
        setTimeout(resolve, 500);
      });
      observer.disconnect();
      if (!changed && window.location.href === before) inertButtons.push(label(button));
      else {
        // Close whatever the click opened, so the next control is reachable.
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
        await settle();
      }
    }
    return { links, missingAnchors, inertButtons };
  });

  const unexpected = controls.inertButtons.filter((name) => !(name in knownInert));
  expect(unexpected, "buttons that do nothing").toEqual([]);
  expect(controls.missingAnchors, "anchors with no target").toEqual([]);
  const origin = new URL(baseURL ?? "").origin;
  const sameSite = new Set<string>();
  for (const link of controls.links) {
    const url = new URL(link.href);
    expect(["http:", "https:", "mailto:", "tel:"], `${link.text}: ${link.href}`).toContain(url.protocol);
    if (url.origin === origin) sameSite.add(url.pathname + url.search);
  }
  const unchecked = [...sameSite].filter((href) => !checkedHrefs.has(href));
  await Promise.all(
    unchecked.map(async (href) => {
      // Redirects are followed: an account link sends a visitor to the login screen, which is an answer.
      checkedHrefs.set(href, (await request.get(href)).status());
    }),
  );
  const broken = [...sameSite].filter((href) => {
    const status = checkedHrefs.get(href) ?? 0;
    return status < 200 || status >= 300;
  });
  expect(broken, "links that do not answer 2xx").toEqual([]);
}
