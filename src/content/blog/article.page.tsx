import { Suspense, use } from "react";
import { Link } from "wouter";
import { PageMeta, sections, trail } from "../../app/PageMeta.js";
import type { PageProps } from "../../app/routes/page-modules.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { proseClasses } from "../../ui/prose.js";
import { articleLabelNames } from "../shared/article-label-names.js";
import { TranslationNotice } from "../shared/TranslationNotice.js";
import { ArticleByline } from "./ArticleByline.js";
import { ArticleCard } from "./ArticleCard.js";
import { articleHtml } from "./article-body.js";
import {
  type ArticleSummary,
  articlePath,
  articles,
  authorPath,
  coverImage,
  findArticle,
  shareImageAlt,
  shareImagePath,
} from "./articles.js";
import { BlogMissing } from "./BlogMissing.js";
import { blogFeed } from "./blog-feed.js";

/** Three other articles: those of the same label first, then the newest. */
function relatedTo(article: ArticleSummary): ArticleSummary[] {
  return articles
    .filter((other) => other.id !== article.id)
    .sort((a, b) => Number(b.label === article.label) - Number(a.label === article.label))
    .slice(0, 3);
}

/**
 * The body arrives with its own chunk. While hydrating, the server's HTML stays in place until it has;
 * after a client-side navigation, the space is held for it.
 */
function ArticleBody({ id }: { id: string }) {
  const html = use(articleHtml(id));
  return (
    <div
      data-testid="article-body"
      className={`${proseClasses} sm:text-lg`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the article's MDX body, rendered to HTML at build time from our own content.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function ArticleView({ article }: { article: ArticleSummary }) {
  const path = articlePath(article.id);
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.summary}
        breadcrumbs={trail(sections.blog, { name: article.title, path })}
        image={{ path: shareImagePath(article.id), alt: shareImageAlt(article) }}
        feed={blogFeed}
      />
      <header className="on-dark -mt-header bg-night pt-header text-white">
        <Container className="pt-10 pb-24 sm:pt-14 sm:pb-44">
          <div className="max-w-3xl">
            <Link
              href="/blog"
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-100 hover:text-white"
            >
              <span aria-hidden="true">←</span> {messages.blog.allArticlesLink}
            </Link>
            <p className="mt-8 text-sm font-semibold tracking-wider text-sky-300 uppercase">
              {articleLabelNames[article.label]}
            </p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
            <p className="mt-5 text-lg text-brand-100">{article.summary}</p>
            <ArticleByline article={article} className="mt-6 text-sm text-brand-100" />
            <TranslationNotice document={article} frenchPath={`/blog/${article.id}`} />
          </div>
        </Container>
      </header>
      <Container>
        <img
          alt=""
          {...coverImage(article.id, { inView: true })}
          className="-mt-16 aspect-[40/21] h-auto w-full max-w-5xl rounded-3xl bg-brand-950 object-cover shadow-2xl sm:-mt-36"
        />
        <article className="max-w-3xl py-12 sm:py-16">
          <Suspense fallback={<div className="min-h-[60vh]" />}>
            <ArticleBody id={article.id} />
          </Suspense>
          <footer className="mt-16 flex flex-wrap items-center justify-between gap-4 rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <p>
              <span className="block text-sm text-slate-600">{messages.blog.writtenByLabel}</span>
              <span className="block text-lg font-semibold text-slate-900">{article.authorName}</span>
              <span className="block text-slate-700">{article.authorTitle}</span>
            </p>
            <Link href={authorPath(article)} className="font-semibold text-brand-700 hover:text-brand-900">
              {messages.blog.authorPortraitLink}
            </Link>
          </footer>
        </article>
      </Container>
      <section aria-labelledby="related-title" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <h2 id="related-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {messages.blog.readAlsoHeading}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {relatedTo(article).map((other) => (
              <li key={other.id}>
                <ArticleCard article={other} />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}

export default function ArticlePage({ params }: PageProps) {
  const article = findArticle(params.slug ?? "");
  return article ? (
    <ArticleView article={article} />
  ) : (
    <BlogMissing title={messages.blog.articleNotFoundTitle} text={messages.blog.articleNotFound} />
  );
}
