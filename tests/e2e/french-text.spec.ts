import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { PrerenderManifest } from "../../server/platform/pages/prerendered-pages.js";
import { typographyFaults } from "../../src/shared/french-typography.js";
import { expect, test } from "./fixtures.js";

/**
 * English a French screen must not show: the words and phrases the site once left in English ("Coming Soon" in the
 * menus, "SEARCH", "Remote", "WFH", a password rule), and the usual suspects of an interface left half translated.
 * Names are not in it: "Start & Scale", the applications' and clients' names are the brands' own.
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
];
const english = new RegExp(`(?<![\\p{L}-])(?:${englishWords.join("|")})(?![\\p{L}-])`, "giu");

const manifestPath = join(import.meta.dirname, "..", "..", "dist", "pages", "manifest.json");
const paths = Object.keys((JSON.parse(readFileSync(manifestPath, "utf8")) as PrerenderManifest).pages).sort();

// As the server sends them: without JavaScript, every page the build prerendered, account screens included.
test.use({ javaScriptEnabled: false });

/**
 * What a person reads on the page, hidden parts (closed menus, dialogs) included: its title, description, text and
 * labels. `prose` runs the text as the page does (a sign and the word before it may sit in two elements);
 * `words` puts a space between elements, so that a badge's "Coming Soon" is not glued to the word before it.
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
  return {
    prose: [document.title, description, body.textContent ?? "", ...labels].join("\n"),
    words: [document.title, description, ...texts, ...labels].join(" "),
  };
};

// A few tests of many pages each: one page in the browser, pages read one after the other.
const perTest = 12;
for (let first = 0; first < paths.length; first += perTest) {
  const some = paths.slice(first, first + perTest);
  test(`${some[0]} … ${some.at(-1)}: French typography's spaces and no English word`, async ({ page }) => {
    for (const path of some) {
      await page.goto(path);
      const { prose, words } = await page.evaluate(readableText);
      expect.soft(typographyFaults(prose), `${path}: a breaking space before « : ; ! ? » or inside « »`).toEqual([]);
      expect.soft([...new Set(words.match(english))], `${path}: English words`).toEqual([]);
    }
  });
}
