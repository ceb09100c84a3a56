import { BlogListing } from "./BlogListing.js";

/** /blog: the newest articles, then the promotional banner block (docs/0031). */
export default function BlogPage() {
  return <BlogListing page={1} />;
}
