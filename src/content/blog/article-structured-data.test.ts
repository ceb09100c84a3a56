import { describe, expect, it } from "vitest";
import { englishPathOf } from "../../app/shared/locale-paths.js";
import { siteAddress } from "../../app/shared/site-address.js";
import { englishSlugs } from "../shared/english-slugs.js";
import { articleData } from "./article-structured-data.js";

describe("an article's structured data", () => {
  const article = {
    id: "concevoir-une-api-durable",
    title: "Concevoir une API qui dure",
    summary: "Nos principes.",
    date: "2025-05-06T00:00:00.000Z",
    label: "Expertise" as const,
    author: "antoine-delorme",
    authorName: "Antoine Delorme",
    authorTitle: "Président",
  };

  it("is a schema.org Article with headline, day of publication, image, author and publisher, every address absolute", () => {
    expect(articleData(article, siteAddress("https://www.novadis.fr"), "fr")).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Concevoir une API qui dure",
      description: "Nos principes.",
      datePublished: "2025-05-06",
      dateModified: "2025-05-06",
      inLanguage: "fr-FR",
      articleSection: "Expertise",
      image: ["https://www.novadis.fr/media/blog/concevoir-une-api-durable.jpg"],
      mainEntityOfPage: "https://www.novadis.fr/blog/concevoir-une-api-durable",
      author: {
        "@type": "Person",
        name: "Antoine Delorme",
        jobTitle: "Président",
        url: "https://www.novadis.fr/leadership/antoine-delorme",
      },
      publisher: {
        "@type": "Organization",
        name: "Novadis",
        logo: {
          "@type": "ImageObject",
          url: "https://www.novadis.fr/media/brand/icon-512.png",
          width: 512,
          height: 512,
        },
      },
    });
  });

  it("is modified on the day its content says it was revised, else the day it was published", () => {
    const revised = articleData(
      { ...article, updated: "2025-09-02T00:00:00.000Z" },
      siteAddress("https://www.novadis.fr"),
      "fr",
    );
    expect(revised).toMatchObject({ datePublished: "2025-05-06", dateModified: "2025-09-02" });
  });

  it("points to the author's own page, whoever signs", () => {
    const data = articleData({ ...article, author: "lea-fontaine" }, siteAddress("http://localhost:3000"), "fr");
    expect(data.author).toMatchObject({ url: "http://localhost:3000/leadership/lea-fontaine" });
  });

  it("speaks the English page's language and links its English addresses, images and logo staying where they are", () => {
    const english = siteAddress("https://www.novadis.fr", (path) => englishPathOf(path, englishSlugs));
    const data = articleData(article, english, "en");
    expect(data).toMatchObject({
      inLanguage: "en-GB",
      mainEntityOfPage: "https://www.novadis.fr/en/blog/designing-an-api-that-lasts",
      image: ["https://www.novadis.fr/media/blog/concevoir-une-api-durable.jpg"],
      author: {
        url: `https://www.novadis.fr/en/leadership/${englishSlugs.leaders?.[article.author] ?? article.author}`,
      },
    });
  });
});
