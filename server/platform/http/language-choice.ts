import type { Request, Response } from "express";
import { LANGUAGE_COOKIE } from "../../../src/app/shared/language-choice.js";
import { siteAlternates } from "../../../src/app/shared/site-routes.js";
import { messages } from "../../../src/shared/messages/catalogue.js";
import * as english from "../../../src/shared/messages/en.js";
import type { Config } from "../config/config.js";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Where `/language?to=<fr|en>&page=<path>` leads: the same page in the language asked for, or null when the
 * language is not the site's or the page no address of the site (another site's `//host` or `https://…` among
 * them: only a path that a route of either language matches is translated).
 */
export function languageTarget(to: unknown, page: unknown): { locale: "fr" | "en"; path: string } | null {
  if ((to !== "fr" && to !== "en") || typeof page !== "string") return null;
  if (!page.startsWith("/") || page.startsWith("//") || page.includes("\\")) return null;
  const both = siteAlternates(page);
  return both ? { locale: to, path: both[to] } : null;
}

/**
 * The language button's link (src/app/layout/LanguageLink.tsx), which works without JavaScript: records the choice
 * in the `lang` cookie (a year; read by nothing that guesses, docs/0068 "Choice, never a guess") and answers 303
 * to the page in that language. A refusal says so in both languages: the visitor's is the one being changed.
 */
export function languageChoice(config: Config) {
  const secure = config.isProduction || config.appUrl.startsWith("https:");
  return (req: Request, res: Response) => {
    res.setHeader("Cache-Control", "no-store");
    const target = languageTarget(req.query.to, req.query.page);
    if (!target) {
      res
        .status(400)
        .type("text/plain")
        .send(`${messages.http.languageChoiceRefused}\n${english.http.languageChoiceRefused}\n`);
      return;
    }
    res.cookie(LANGUAGE_COOKIE, target.locale, { maxAge: YEAR_MS, sameSite: "lax", path: "/", secure });
    res.redirect(303, target.path);
  };
}
