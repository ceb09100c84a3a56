import { articles } from "../../content/blog/articles.js";
import { pageCount, parsePageNumber } from "../../content/blog/blog-pages.js";
import type { PageProps } from "../../routes/page-modules.js";
import { BlogListing } from "./BlogListing.js";
import { BlogMissing } from "./BlogMissing.js";

/** /blog/page/{n}: the older articles, six a page. */
export default function BlogPageRoute({ params }: PageProps) {
  const page = parsePageNumber(params.page ?? "", pageCount(articles.length));
  return page ? (
    <BlogListing page={page} />
  ) : (
    <BlogMissing title="Page introuvable" text="Le blog n'a pas de page à cette adresse." />
  );
}
