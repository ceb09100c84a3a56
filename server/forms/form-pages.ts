import { type NextFunction, type Request, type Response, Router } from "express";
import type { z } from "zod";
import type { PageData } from "../../src/app/page-data.js";
import { englishPathOf, pathIn } from "../../src/app/shared/locale-paths.js";
import { englishSlugs } from "../../src/content/shared/english-slugs.js";
import { FORM_FIELD, type FormState } from "../../src/shared/form-state.js";
import { messages } from "../../src/shared/messages/catalogue.js";
import type { Locale } from "../../src/shared/site-locale.js";
import type { Config } from "../platform/config/config.js";
import { isForeignStateChange } from "../platform/http/origin-check.js";
import { sendPage } from "../platform/http/page-handler.js";
import { answerRefusal, refusalOf } from "../platform/http/refusal.js";
import { inLanguage } from "../platform/language/message-translation.js";
import type { RenderPage } from "../platform/pages/page-renderer.js";
import { FormBodyError, type FormFields, readFormBody } from "./form-body.js";
import { setFlash, takeFlash } from "./form-flash.js";
import type { FormPage, HtmlForm, PageLoad } from "./html-form.js";

const NO_STORE = "no-store";

/** The request's query string, "?" included, or "". */
export function searchOf(req: Request): string {
  const index = req.originalUrl.indexOf("?");
  return index === -1 ? "" : req.originalUrl.slice(index);
}

function redirect(res: Response, location: string) {
  res.setHeader("Cache-Control", NO_STORE);
  res.redirect(303, location);
}

/** The values to show again: the form's `echo` and `hidden` lists, never a password whatever they say. */
function echoed(form: HtmlForm | undefined, fields: FormFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [...(form?.echo ?? []), ...(form?.hidden ?? [])]) {
    const value = fields[name];
    if (value !== undefined && !/password/i.test(name)) values[name] = value;
  }
  return values;
}

/**
 * Whether a message about `field` can be shown beside it: the visitor sent it or the form shows it (an
 * unticked checkbox is not sent), and it is not hidden.
 */
function onScreen(form: HtmlForm, fields: FormFields, field: string | undefined): field is string {
  if (field === undefined || field === "" || form.hidden?.includes(field)) return false;
  return field in fields || (form.echo?.includes(field) ?? false);
}

/**
 * Validation problems beside their fields, first one per field. A problem with a field the visitor
 * did not send or cannot see (or with no field) cannot be shown beside one: it becomes the form's alert.
 */
function validationState(form: HtmlForm, fields: FormFields, error: z.ZodError): FormState {
  const errors: Record<string, string> = {};
  let alert: FormState["alert"];
  for (const issue of error.issues) {
    const field = issue.path.join(".");
    if (onScreen(form, fields, field)) errors[field] ??= issue.message;
    else alert ??= { tone: "error", message: field ? `${field}: ${issue.message}` : issue.message };
  }
  return { form: form.name, values: echoed(form, fields), errors, ...(alert ? { alert } : {}) };
}

/** The addresses a form page answers at: its own, and its English one where its route has one (docs/0068). */
export function formPageAddresses(page: FormPage): { address: string; locale: Locale }[] {
  const english = englishPathOf(page.path, englishSlugs);
  return [{ address: page.path, locale: "fr" }, ...(english ? [{ address: english, locale: "en" as const }] : [])];
}

/** Where to send a visitor of a page in `locale`: the French address the form names, at its English twin if any. */
function addressIn(locale: Locale, target: string): string {
  return target.startsWith("/") && !target.startsWith("//") ? pathIn(locale, target, englishSlugs) : target;
}

/** A form's state with the server's French messages in the page's language. */
function stateIn(locale: Locale, state: FormState): FormState {
  if (locale === "fr") return state;
  const errors = Object.fromEntries(
    Object.entries(state.errors).map(([field, text]) => [field, inLanguage(text, locale)]),
  );
  const alert = state.alert ? { ...state.alert, message: inLanguage(state.alert.message, locale) } : undefined;
  return { ...state, errors, ...(alert ? { alert } : {}) };
}

/**
 * The server side of forms that work without JavaScript (docs/0013-forms-without-javascript.md). For
 * each page: a GET renders it at request time when a flash or its `load` has something to show (else
 * the prerendered page answers); a POST reads the bounded body, refuses other sites, validates with
 * the form's schema, calls `submit`, then redirects (303) or renders the page again with the values,
 * the messages and a 4xx status. Every answer here is `Cache-Control: no-store`. Each page answers at its
 * English address too, in English: the same forms and rules, the page, its messages and its redirects in
 * the language of the address (docs/0068, "Forms without JavaScript").
 */
export function formPages(pages: readonly FormPage[], deps: { config: Config; render: RenderPage }): Router {
  const { config, render } = deps;
  // Paths as exact as the route table's: "/login/" is the page handler's (a redirect), not a form page.
  const routes = Router({ strict: true, caseSensitive: true });

  /** The page at `address` with what `load` gave and a form's state, or where `load` sends the visitor instead. */
  async function respond(
    req: Request,
    res: Response,
    address: string,
    locale: Locale,
    status: number,
    loaded: PageLoad,
    form?: FormState,
  ) {
    if (loaded && "redirect" in loaded) return redirect(res, addressIn(loaded.locale ?? locale, loaded.redirect));
    const data: PageData = { ...loaded?.data, ...(form ? { form: stateIn(locale, form) } : {}) };
    sendPage(req, res, status, await render(address, searchOf(req), data), NO_STORE);
  }

  for (const page of pages) {
    for (const { address, locale } of formPageAddresses(page)) {
      const show = async (req: Request, res: Response, status: number, form: FormState | undefined) =>
        respond(req, res, address, locale, status, await page.load?.(req, res), form);

      routes.get(address, async (req: Request, res: Response, next: NextFunction) => {
        try {
          const flash = takeFlash(req, res, config, address);
          const loaded = await page.load?.(req, res);
          // Nothing to show that the build did not know: the prerendered page answers.
          if (!loaded && !flash) return next();
          await respond(req, res, address, locale, 200, loaded, flash);
        } catch (error) {
          next(error);
        }
      });

      routes.post(address, async (req: Request, res: Response, next: NextFunction) => {
        const onlyForm = page.forms.length === 1 ? page.forms[0] : undefined;
        try {
          res.setHeader("Cache-Control", NO_STORE);
          if (isForeignStateChange(req, config)) {
            res.status(403).type("text/plain").send(inLanguage(messages.forms.postCrossOrigin, locale));
            return;
          }
          let fields: FormFields;
          try {
            fields = await readFormBody(req, res, { files: page.files === true });
          } catch (error) {
            if (!(error instanceof FormBodyError)) throw error;
            const alert = { tone: "error" as const, message: error.message };
            // An unread body does not say which form it was: the page's first (its main one, such as the login
            // form beside the two-factor step) says why, rather than nothing at all.
            const shown = onlyForm ?? page.forms[0];
            const state = shown ? { form: shown.name, values: {}, errors: {}, alert } : undefined;
            return await show(req, res, error.status, state);
          }
          const form = page.forms.find((each) => each.name === fields[FORM_FIELD]) ?? onlyForm;
          if (!form) {
            res.status(400).type("text/plain").send(inLanguage(messages.forms.unknownForm, locale));
            return;
          }
          const parsed = form.schema.safeParse(form.input ? form.input(fields) : fields);
          if (!parsed.success) return await show(req, res, 400, validationState(form, fields, parsed.error));
          try {
            const outcome = await form.submit(parsed.data, { req, res, fields });
            const target = addressIn(locale, outcome.redirect);
            if (outcome.flash) {
              setFlash(res, config, new URL(target, config.appUrl).pathname, stateIn(locale, outcome.flash));
            }
            return redirect(res, target);
          } catch (error) {
            const refusal = refusalOf(error);
            if (!refusal) throw error;
            answerRefusal(res, refusal);
            const field = refusal.field ?? form.fieldOf?.(refusal.message);
            const beside = onScreen(form, fields, field);
            const state: FormState = {
              form: form.name,
              values: echoed(form, fields),
              errors: beside ? { [field]: refusal.message } : {},
              ...(beside ? {} : { alert: { tone: "error" as const, message: refusal.message } }),
            };
            return await show(req, res, refusal.status, state);
          }
        } catch (error) {
          next(error);
        }
      });
    }
  }
  return routes;
}
