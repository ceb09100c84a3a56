import { describe, expect, it } from "vitest";
import { articleData } from "./article-structured-data.js";

describe("an article's structured data", () => {
  const article = {
    title: "Concevoir une API qui dure",
    summary: "Nos principes.",
    date: "2025-05-06T00:00:00.000Z",
    label: "Expertise",
    path: "/blog/concevoir-une-api-durable",
    image: "/media/blog/concevoir-une-api-durable.jpg",
  };

  it("is a schema.org Article with headline, day of publication, image, author and publisher, every address absolute", () => {
    const data = articleData(
      { ...article, author: { name: "Antoine Delorme", title: "Président", path: "/leadership/antoine-delorme" } },
      "https://www.novadis.fr",
    );
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Concevoir une API qui dure",
      description: "Nos principes.",
      datePublished: "2025-05-06",
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
        logo: { "@type": "ImageObject", url: "https://www.novadis.fr/favicon.svg" },
      },
    });
  });

  it("names an author without a page of their own without an address", () => {
    const data = articleData(
      { ...article, author: { name: "Léa Fontaine", title: "Directrice du Design" } },
      "http://localhost:3000",
    );
    expect(data.author).toEqual({ "@type": "Person", name: "Léa Fontaine", jobTitle: "Directrice du Design" });
  });
});
