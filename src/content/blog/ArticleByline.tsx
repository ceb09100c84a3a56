import { messages } from "../../shared/messages/catalogue.js";
import type { ArticleSummary } from "./articles.js";

/**
 * « Camille Roussel », then « 15 septembre 2025 · 2 min de lecture »: by whom, when, how long. Each half stays
 * whole, so a narrow card wraps between them and never leaves the « · » at the end of a line.
 */
export function ArticleByline({ article, className = "" }: { article: ArticleSummary; className?: string }) {
  return (
    <p className={className}>
      <span className="block font-medium">{article.authorName}</span>
      <span className="whitespace-nowrap">
        <time dateTime={article.date.slice(0, 10)}>{article.dateText}</time>
      </span>{" "}
      <span className="whitespace-nowrap">{messages.blog.readingTimeCaption(article.readingMinutes)}</span>
    </p>
  );
}
