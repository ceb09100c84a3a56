import type { RouterOptions } from "wouter";

/**
 * What the router needs to know of the site's language, in the French build: nothing, the addresses are the
 * app's own. The English build replaces this module by locale-router.en.ts (scripts/vite/english-build.ts;
 * docs/0068-english-routes.md), so that the French bundle carries no translation of paths.
 */
export const localeRouter: Pick<RouterOptions, "hook" | "hrefs"> = {};

/** The path the app renders for an address of the site: in French, the address itself. */
export const appPathOf = (address: string): string => address;

/** The site's address of a path of the app: in French, the path itself. */
export const publicPathOf = (path: string): string => path;
