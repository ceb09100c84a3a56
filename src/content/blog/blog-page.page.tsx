import type { PageProps } from "../../app/routes/page-modules.js";
import { messages } from "../../shared/messages/catalogue.js";
import { articles } from "./articles.js";
import { BlogListing } from "./BlogListing.js";
import { BlogMissing } from "./BlogMissing.js";
import { pageCount, parsePageNumber } from "./blog-pages.js";

/** /blog/page/{n}: the older articles, six a page. */
export default function BlogPageRoute({ params }: PageProps) {
  const page = parsePageNumber(params.page ?? "", pageCount(articles.length));
  return page ? (
    <BlogListing page={page} />
  ) : (
    <BlogMissing title={messages.notFound.pageTitle} text={messages.blog.pageNotFound} />
  );
}
