import { BlogListing } from "./BlogListing.js";

/** /blog: the newest articles, then the promotional banner block (spec §2). */
export default function BlogPage() {
  return <BlogListing page={1} />;
}
