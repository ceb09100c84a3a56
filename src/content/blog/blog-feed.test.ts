import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { atomFeed, type FeedChannel, type FeedEntry } from "./blog-feed.js";

const entry = (id: string, date: string, extra: Partial<FeedEntry> = {}): FeedEntry => ({
  id,
  title: `Titre ${id}`,
  path: `/blog/${id}`,
  date,
  author: "Camille Roussel",
  label: "Expertise",
  summary: `Résumé ${id}`,
  html: `<p>Corps ${id}</p>`,
  ...extra,
});

const channel: FeedChannel = {
  title: "Le blog de Novadis",
  subtitle: "Le numérique qui fait grandir les entreprises",
  language: "fr-FR",
  path: "/blog/feed.xml",
  blogPath: "/blog",
};

const parse = (xml: string) => parseDocument(xml, { xmlMode: true });
const texts = (xml: string, tag: string) =>
  DomUtils.getElementsByTagName(tag, parse(xml)).map((element) => DomUtils.textContent(element));

describe("the blog's Atom feed", () => {
  const xml = atomFeed("https://www.novadis.fr", channel, [
    entry("recent", "2026-02-17T00:00:00.000Z"),
    entry("ancien", "2025-03-18T00:00:00.000Z"),
  ]);

  it("is an Atom document with its own address, the blog's, and the newest entry's date as its update", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(
      true,
    );
    const links = DomUtils.getElementsByTagName("link", parse(xml)).map((link) => link.attribs);
    expect(links).toContainEqual({
      rel: "self",
      type: "application/atom+xml",
      href: "https://www.novadis.fr/blog/feed.xml",
    });
    expect(links).toContainEqual({ rel: "alternate", type: "text/html", href: "https://www.novadis.fr/blog" });
    expect(texts(xml, "updated")[0]).toBe("2026-02-17T00:00:00.000Z");
    expect(DomUtils.getElementsByTagName("feed", parse(xml))[0]?.attribs["xml:lang"]).toBe("fr-FR");
    expect(texts(xml, "title")[0]).toBe("Le blog de Novadis");
  });

  it("gives each entry, in the order given, its absolute address, dates, author, summary and full text", () => {
    expect(texts(xml, "id").slice(1)).toEqual([
      "https://www.novadis.fr/blog/recent",
      "https://www.novadis.fr/blog/ancien",
    ]);
    const [first] = DomUtils.getElementsByTagName("entry", parse(xml));
    const child = (tag: string) => DomUtils.getElementsByTagName(tag, first ?? []);
    expect(child("link")[0]?.attribs.href).toBe("https://www.novadis.fr/blog/recent");
    expect(DomUtils.textContent(child("published"))).toBe("2026-02-17T00:00:00.000Z");
    expect(DomUtils.textContent(child("name"))).toBe("Camille Roussel");
    expect(child("category")[0]?.attribs.term).toBe("Expertise");
    expect(DomUtils.textContent(child("summary"))).toBe("Résumé recent");
    expect(child("content")[0]?.attribs).toEqual({ type: "html", "xml:base": "https://www.novadis.fr/" });
  });

  it("escapes text and HTML, so no title or body can break the XML", () => {
    const tricky = atomFeed("https://www.novadis.fr", channel, [
      entry("x", "2026-01-01T00:00:00.000Z", {
        title: "R&D <nouveau> « test »",
        html: '<p>A &amp; B <a href="/contact">contact</a></p>',
      }),
    ]);
    expect(tricky).toContain("<title>R&amp;D &lt;nouveau&gt; « test »</title>");
    expect(tricky).toContain("&lt;p&gt;A &amp;amp; B &lt;a href=&quot;/contact&quot;&gt;contact&lt;/a&gt;&lt;/p&gt;");
    expect(texts(tricky, "content")[0]).toBe('<p>A &amp; B <a href="/contact">contact</a></p>');
  });
});
