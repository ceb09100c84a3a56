import type { Request, Response } from "express";
import type { z } from "zod";
import type { FormState } from "../../src/shared/form-state.js";
import { refusalOf } from "../platform/http/refusal.js";
import { callProcedure, serviceErrorOf } from "../trpc/caller-error.js";
import { type FormPage, type HtmlForm, htmlForm } from "./html-form.js";

type TokenSchema = z.ZodType<{ token: string }, unknown>;

export interface SingleUseLinkPage {
  path: string;
  /** The form's name (PostForm's `_form`). */
  form: string;
  schema: TokenSchema;
  /** Said on the page when the link's token is not even well formed. */
  invalidMessage: string;
  /** What the link stands for, as the page shows it; a refusal (used, expired, unknown) is said in words. */
  show(token: string, req: Request, res: Response): Promise<Record<string, string>>;
  /** The action the button confirms; what to show afterwards. */
  act(token: string, req: Request, res: Response): Promise<Record<string, string>>;
  /** Other buttons of the page, posting the same token (an expired quote's « Obtenir un nouveau devis »). */
  otherForms?: readonly HtmlForm[];
}

/**
 * A mailed link that acts once (cancel a booking, accept a quote). The GET only shows what the link stands
 * for and a button: mail scanners open links, and a GET that acted would let them act. The button's POST
 * acts, then 303 to the page, whose flash shows the outcome. Rendered by the server: works without JavaScript.
 */
export function singleUseLinkPage(page: SingleUseLinkPage): FormPage {
  async function lookup(token: string, req: Request, res: Response): Promise<Pick<FormState, "result" | "alert">> {
    const parsed = page.schema.safeParse({ token });
    if (!parsed.success) return { alert: { tone: "error", message: page.invalidMessage } };
    try {
      return { result: await page.show(parsed.data.token, req, res) };
    } catch (error) {
      const refusal = refusalOf(serviceErrorOf(error));
      if (!refusal) throw error;
      return { alert: { tone: "error", message: refusal.message } };
    }
  }

  return {
    path: page.path,
    async load(req, res) {
      if (req.query.token === undefined) return undefined;
      const token = typeof req.query.token === "string" ? req.query.token : "";
      return { data: { form: { form: page.form, values: { token }, errors: {}, ...(await lookup(token, req, res)) } } };
    },
    forms: [
      htmlForm({
        name: page.form,
        schema: page.schema,
        hidden: ["token"],
        async submit({ token }, { req, res }) {
          const result = await callProcedure(() => page.act(token, req, res));
          return { redirect: page.path, flash: { form: page.form, values: {}, errors: {}, result } };
        },
      }),
      ...(page.otherForms ?? []),
    ],
  };
}
