/** A collection's documents as `import.meta.glob` finds them: each generated file, which keeps `html`. */
export type DocumentFiles = Record<string, () => Promise<{ default: { html: string } }>>;

/**
 * The body of one document of a collection whose index leaves `html` out (scripts/vite/slim-content.ts): each
 * document is a chunk of its own, so a page carries its own body alone. One promise per document, kept: React's
 * `use` needs the same promise on every render to know it has resolved.
 */
export function documentBodies(files: DocumentFiles): (id: string) => Promise<string> {
  // contentlayer names each document's file after its path: content/<folder>/{id}.mdx → <folder>__{id}.mdx.json.
  const loaders = new Map(
    Object.entries(files).map(([file, load]) => [file.slice(file.lastIndexOf("__") + 2, -".mdx.json".length), load]),
  );
  const bodies = new Map<string, Promise<string>>();
  return (id) => {
    let body = bodies.get(id);
    if (!body) {
      const load = loaders.get(id);
      if (!load) throw new Error(`No document body for "${id}"`);
      body = load().then((module) => module.default.html);
      bodies.set(id, body);
    }
    return body;
  };
}
