import type { BaseLocationHook, RouterOptions } from "wouter";
import { navigate, useBrowserLocation } from "wouter/use-browser-location";
import { englishSlugs } from "../../content/shared/english-slugs.js";
import { englishPathOf, frenchPathOf } from "../shared/locale-paths.js";

/**
 * The English build's router (docs/0068-english-routes.md): the browser shows English addresses, the app sees the
 * French paths its pages and links are written with. Reading the location translates `/en/careers/<slug>` to
 * `/careers/<id>`; navigating and writing a link's `href` translate back. An English address no route knows is
 * left as it is: the app finds no route for it and shows the not-found page.
 */
export const appPathOf = (address: string): string => frenchPathOf(address, englishSlugs) ?? address;

/** The English address of a path of the app (query and fragment kept); a path no route knows is left as it is. */
export const publicPathOf = (path: string): string => englishPathOf(path, englishSlugs) ?? path;

const useEnglishLocation: BaseLocationHook = (options?: { ssrPath?: string }) => {
  const [address] = useBrowserLocation(options);
  return [appPathOf(address), englishNavigate];
};

function englishNavigate(to: string | URL, options?: Parameters<typeof navigate>[1]) {
  navigate(typeof to === "string" ? publicPathOf(to) : to, options);
}

export const localeRouter: Pick<RouterOptions, "hook" | "hrefs"> = {
  hook: useEnglishLocation,
  hrefs: (href) => publicPathOf(href),
};
