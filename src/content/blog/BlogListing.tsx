import { PageMeta } from "../../app/PageMeta.js";
import { messages } from "../../shared/messages/catalogue.js";
import { Container } from "../../ui/Container.js";
import { PromoBanners } from "../../ui/PromoBanners.js";
import { ArticleCard } from "./ArticleCard.js";
import { articles } from "./articles.js";
import { blogFeed } from "./blog-feed.js";
import { itemsOfPage, pageCount } from "./blog-pages.js";
import { Pagination } from "./Pagination.js";

const count = pageCount(articles.length);

/** One page of the blog: its articles, newest first, the links to the other pages, then the promotional banners (docs/0031). */
export function BlogListing({ page }: { page: number }) {
  const first = page === 1;
  return (
    <>
      <PageMeta
        title={first ? messages.blog.blogTitle : messages.blog.pageOfBlogTitle(page, count)}
        description={first ? messages.blog.blogDescription : messages.blog.pageOfBlogDescription(page, count)}
        feed={blogFeed}
      />
      <section className="on-dark -mt-header bg-night pt-header text-white">
        <Container className="py-20 sm:py-24">
          <p className="text-sm font-semibold tracking-wider text-sky-300 uppercase">{messages.blog.blogTitle}</p>
          <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {messages.blog.listingHeading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-brand-100">{messages.blog.listingLead}</p>
          <a
            href={blogFeed.path}
            className="mt-8 inline-flex items-center gap-2 text-sm font-semibold text-brand-100 underline decoration-brand-300 underline-offset-4 hover:text-white"
          >
            {messages.blog.feedLink}
          </a>
        </Container>
      </section>
      <section aria-labelledby="articles-title" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="articles-title" className="text-3xl font-bold tracking-tight text-slate-900">
              {first ? messages.blog.latestArticlesHeading : messages.blog.earlierArticlesHeading}
            </h2>
            {count > 1 && (
              <p className="text-sm font-medium text-slate-600">{messages.blog.pageOfCaption(page, count)}</p>
            )}
          </div>
          <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {itemsOfPage(articles, page).map((article, index) => (
              <li key={article.id}>
                <ArticleCard article={article} coverInView={index === 0} />
              </li>
            ))}
          </ol>
          <Pagination page={page} count={count} />
        </Container>
      </section>
      <section aria-labelledby="promotions-title" className="py-16 sm:py-20">
        <Container>
          <h2 id="promotions-title" className="text-3xl font-bold tracking-tight text-slate-900">
            {messages.blog.promotionsHeading}
          </h2>
          <div className="mt-10">
            <PromoBanners />
          </div>
        </Container>
      </section>
    </>
  );
}
