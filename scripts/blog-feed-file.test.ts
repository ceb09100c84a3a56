import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { allArticleEns } from "@content";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, describe, expect, it } from "vitest";
import { articles } from "../src/content/blog/articles.js";
import { writeBlogFeed } from "./blog-feed-file.js";

const siteUrl = "https://www.novadis.fr";
const clientDir = mkdtempSync(join(tmpdir(), "blog-feeds-"));
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));
writeBlogFeed(clientDir, siteUrl);

type Link = { "@_rel": string; "@_href": string };
type Entry = { id: string; title: string; link: Link[]; summary: string };
type Feed = { "@_xml:lang": string; title: string; subtitle: string; link: Link[]; entry: Entry[] };

function read(path: string): { xml: string; feed: Feed } {
  const xml = readFileSync(join(clientDir, path), "utf8");
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["entry", "link"].includes(name) });
  const feed = (parser.parse(xml) as { feed: Feed }).feed;
  return { xml, feed };
}
const linkOf = (links: Link[], rel: string) => links.find((link) => link["@_rel"] === rel)?.["@_href"];

describe("the blog's feeds", () => {
  const french = read("blog/feed.xml");
  const english = read("en/blog/feed.xml");
  const translated = allArticleEns.filter((article) => article.translation !== "pending");

  it("are well-formed Atom, each saying its language and its own address", () => {
    expect(XMLValidator.validate(french.xml)).toBe(true);
    expect(XMLValidator.validate(english.xml)).toBe(true);
    expect(french.feed["@_xml:lang"]).toBe("fr-FR");
    expect(english.feed["@_xml:lang"]).toBe("en-GB");
    expect(linkOf(french.feed.link, "self")).toBe(`${siteUrl}/blog/feed.xml`);
    expect(linkOf(english.feed.link, "self")).toBe(`${siteUrl}/en/blog/feed.xml`);
    expect(linkOf(english.feed.link, "alternate")).toBe(`${siteUrl}/en/blog`);
  });

  it("the English one has English words: the catalogue's title and signature", () => {
    expect(french.feed.title).toBe("Le blog de Novadis");
    expect(english.feed.title).toBe("The Novadis blog");
    expect(english.feed.subtitle).toBe("Digital technology that helps businesses grow");
  });

  it("the English one lists the translated articles, newest first as the French, at their English addresses", () => {
    expect(translated.length).toBeGreaterThan(0);
    expect(translated.length).toBeLessThan(allArticleEns.length);
    const order = articles.map(({ id }) => id);
    const expected = [...translated].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
    expect(english.feed.entry.map((entry) => entry.title)).toEqual(expected.map((article) => article.title));
    expect(english.feed.entry.map((entry) => linkOf(entry.link, "alternate"))).toEqual(
      expected.map((article) => `${siteUrl}/en/blog/${article.slug}`),
    );
    expect(english.feed.entry.map((entry) => entry.summary)).toEqual(expected.map((article) => article.summary));
  });

  it("leaves out the articles whose translation is pending; the French one lists every article", () => {
    const pending = allArticleEns.filter((article) => article.translation === "pending").map(({ title }) => title);
    expect(pending.length).toBeGreaterThan(0);
    for (const title of pending) expect(english.feed.entry.map((entry) => entry.title)).not.toContain(title);
    expect(french.feed.entry.map((entry) => entry.id)).toEqual(
      articles.map((article) => `${siteUrl}/blog/${article.id}`),
    );
  });
});
