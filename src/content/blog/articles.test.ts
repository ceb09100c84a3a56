import { allArticles } from "@content";
import { describe, expect, it } from "vitest";
import { newsLabels } from "../../../content-model/article.js";
import { leaders } from "../leader-directory.js";
import { articles, newsArticles } from "./articles.js";
import { ARTICLES_PER_PAGE } from "./blog-pages.js";

describe("the blog's articles (content/blog)", () => {
  it("are listed newest first", () => {
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("are signed by a leader each, whose name and role they carry as the leaders' collection has them", () => {
    for (const article of articles) {
      const leader = leaders.find((each) => each.id === article.author);
      // A stale name here comes from contentlayer's cache after a leader changed: build with --clearCache.
      expect({ name: article.authorName, title: article.authorTitle }, article.id).toEqual({
        name: leader?.name,
        title: leader?.title,
      });
    }
  });

  it("give the home page its five news cards, one per label of the spec, in positions 1 to 5", () => {
    expect(newsArticles.map((article) => article.news)).toEqual([1, 2, 3, 4, 5]);
    expect(newsArticles.map((article) => article.label).sort()).toEqual([...newsLabels].sort());
  });

  it("hold at least six articles about our expertise, each a real text with sections, and fill two pages", () => {
    const expertise = allArticles.filter((article) => article.label === "Expertise");
    expect(expertise.length).toBeGreaterThanOrEqual(6);
    for (const article of allArticles) {
      expect(article.html.match(/<h2 id="[a-z0-9-]+">/g)?.length ?? 0, article.id).toBeGreaterThanOrEqual(2);
      expect(article.body.raw.split(/\s+/).length, article.id).toBeGreaterThan(250);
    }
    expect(articles.length).toBeGreaterThan(ARTICLES_PER_PAGE);
  });
});
