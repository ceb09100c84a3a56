import type { CodeSplittingOptions } from "rolldown";

/** The module listing the catalogue's namespaces (src/shared/messages/fr.ts). */
const catalogueList = /[\\/]src[\\/]shared[\\/]messages[\\/]fr\.ts$/;

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const framework = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
// React Query by name: Headless UI's combobox brings @tanstack/react-virtual, which belongs to the search
// dialog's lazy chunk, not to a chunk every page loads.
const serverState =
  /[\\/]node_modules[\\/](@tanstack[\\/](query-core|react-query)|@trpc)[\\/]|[\\/]src[\\/]app[\\/]trpc[\\/]/;

/**
 * The browser bundle in a few chunks that every page shares, so a page loads about five scripts
 * (docs/0019-performance-architecture.md): `framework` (React, changes with React only, cached long),
 * `server-state` (React Query and the tRPC client, in a chunk of their own so that they can later load only with what asks the API), `shell` (everything the
 * entry imports statically: router, layout, header) and then the page's own chunk with what it alone uses.
 * Without this, every module shared between the entry and a page became a chunk of its own (25 scripts).
 */
export function clientChunks(entry: string): CodeSplittingOptions {
  let shell: Set<string> | undefined;
  /** The modules the entry imports statically, directly or not: loaded on every page anyway. */
  const shellModules = (graph: ModuleGraph) => {
    if (shell) return shell;
    const found = new Set<string>();
    const visit = (id: string) => {
      if (found.has(id)) return;
      found.add(id);
      // The catalogue's list imports every namespace: that the shell reads the catalogue does not make every
      // namespace the shell's. Each goes where the modules that read it go (docs/0054, "Bundle").
      if (catalogueList.test(id)) return;
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    visit(entry);
    shell = found;
    return found;
  };
  return {
    // A module two pages share but the shell does not (a content collection, the money formatter, the expertise
    // colours) became a chunk of its own: 9 to 12 scripts on / and the expertise pages (budget: 8). Under 20 KB of
    // source, such a chunk is copied into each page chunk instead (5 scripts on /). The price: rolldown then keeps
    // modules' execution order with init wrappers (strictExecutionOrder), ~0.1–1 KB brotli per chunk, and a page
    // reached later in the visit downloads its copy of a collection again. Experimental in rolldown 1.2: an
    // upgrade must re-run tests/e2e/performance-budget.spec.ts (docs/0019).
    experimentalInlineCommonChunks: { maxSize: 20_000 },
    groups: [
      { name: "framework", test: framework, priority: 4 },
      { name: "server-state", test: serverState, priority: 3 },
      // No group for the field kit (src/ui/forms): copied into each page chunk by the inlining above, it costs
      // less than one shared chunk, which takes along every message namespace a field reads (measured 2026-11-29
      // with tests/e2e/performance-budget.spec.ts: the sign-in pages +1.3 to +3.3 KB, /recherche +4 KB, with it).
      // The leaders' collection with the directory and portrait that read it: the home page's quote and the
      // leadership pages share all three, which were three chunks (docs/0033).
      {
        name: "leaders",
        test: /[\\/](\.contentlayer[\\/]generated[\\/]Leader[\\/]|src[\\/]content[\\/]leader-directory\.ts$|src[\\/]content[\\/]leadership[\\/]LeaderPortrait\.tsx$)/,
        priority: 0,
      },
      // The blog's pages and their parts in one chunk (docs/0031): split by which page uses what, they were eight
      // scripts. A group takes its modules' dependencies along: what the home page shows too (the articles' list
      // for its news, the promotional banners) is a chunk of its own, so that the home page does not load the blog.
      // Each article's body stays a chunk of its own (src/content/blog/article-body.ts).
      { name: "news", test: /[\\/]src[\\/](content[\\/]blog[\\/]articles\.ts|ui[\\/]PromoBanners\.tsx)$/, priority: 1 },
      { name: "blog", test: /[\\/]src[\\/]content[\\/]blog[\\/]/, priority: 0 },
      {
        // The entry itself stays out: it awaits the page's chunk before hydrating, and that chunk imports
        // the shell, which must have finished running by then (in one chunk with the entry, it never would).
        name: (id, graph) => (id !== entry && shellModules(graph).has(id) ? "shell" : null),
        debugName: "shell",
        priority: 2,
      },
    ],
  };
}
