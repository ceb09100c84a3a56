/**
 * What pages import to write content dates: French here; the English build resolves this
 * module to content-dates.en.ts (vite.config.ts, docs/0068-english-routes.md). One module per kind of writer, so that a
 * page carries only the kind it writes (page chunks copy whole modules: scripts/vite/client-chunks.ts).
 */
export * from "./content-dates.fr.js";
