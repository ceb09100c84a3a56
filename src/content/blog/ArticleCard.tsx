import { Link } from "wouter";
import { articleLabelNames } from "../shared/article-label-names.js";
import { ArticleByline } from "./ArticleByline.js";
import { type ArticleSummary, articlePath, coverImage } from "./articles.js";

/**
 * An article in a list: its cover, label, title (the link), summary and byline. `coverInView`: the list's first
 * card, whose cover shows without scrolling, loads it at once.
 */
export function ArticleCard({ article, coverInView = false }: { article: ArticleSummary; coverInView?: boolean }) {
  return (
    <article
      data-testid="article-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg"
    >
      <img
        alt=""
        {...coverImage(article.id, { inView: coverInView })}
        className="aspect-[40/21] h-auto w-full bg-brand-950 object-cover"
      />
      <div className="flex grow flex-col p-6">
        <p className="self-start rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold tracking-wide text-brand-800">
          {articleLabelNames[article.label]}
        </p>
        <h3 className="mt-4 text-xl font-bold tracking-tight text-balance text-slate-900">
          {/* The whole card is the link's target area (the ::after), the title its name. */}
          <Link
            href={articlePath(article.id)}
            className="after:absolute after:inset-0 after:rounded-3xl hover:text-brand-700"
          >
            {article.title}
          </Link>
        </h3>
        <p className="mt-3 text-slate-600">{article.summary}</p>
        <ArticleByline article={article} className="mt-auto pt-6 text-sm text-slate-600" />
      </div>
    </article>
  );
}
