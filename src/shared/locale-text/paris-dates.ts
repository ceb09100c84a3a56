/**
 * What pages import to write instants in Paris time: French here; the English build resolves this
 * module to paris-dates.en.ts (vite.config.ts, docs/0068-english-routes.md). One module per kind of writer, so that a
 * page carries only the kind it writes (page chunks copy whole modules: scripts/vite/client-chunks.ts).
 */
export * from "./paris-dates.fr.js";
