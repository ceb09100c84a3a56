/**
 * Each article's body is a chunk of its own (its generated document, which keeps `html`), loaded by the
 * article page alone: a page carries one body, however many articles the blog holds, and the listing and
 * the home page carry none.
 */
const documents = import.meta.glob<{ default: { html: string } }>("/.contentlayer/generated/Article/*.mdx.json");

/** contentlayer names each document's file after its path: content/blog/{id}.mdx → blog__{id}.mdx.json. */
const loaders = new Map(
  Object.entries(documents).map(([file, load]) => [file.slice(file.lastIndexOf("__") + 2, -".mdx.json".length), load]),
);

const bodies = new Map<string, Promise<string>>();

/**
 * The article's body as HTML (MDX rendered at build time). One promise per article, kept: React's `use`
 * needs the same promise on every render to know it has resolved.
 */
export function articleHtml(id: string): Promise<string> {
  let body = bodies.get(id);
  if (!body) {
    const load = loaders.get(id);
    if (!load) throw new Error(`No article body for "${id}"`);
    body = load().then((module) => module.default.html);
    bodies.set(id, body);
  }
  return body;
}
