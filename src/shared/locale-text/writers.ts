/**
 * The writers of numbers, prices and dates that pages import: French here; the English build resolves this
 * module to writers.en.ts (vite.config.ts, docs/0068-english-routes.md), so a component stays language-blind and
 * ships one language's writers. Server code, which answers both languages, uses writersFor (writers-for.ts).
 */
export * from "./writers.fr.js";
