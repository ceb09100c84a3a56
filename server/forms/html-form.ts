import type { Request, Response } from "express";
import type { z } from "zod";
import type { PageData } from "../../src/app/page-data.js";
import type { FormState } from "../../src/shared/form-state.js";
import type { Locale } from "../../src/shared/site-locale.js";
import type { FormFields } from "./form-body.js";

/** What a form's `submit` gets besides its validated input: the exchange, and every field as posted. */
export interface FormRequest {
  req: Request;
  res: Response;
  fields: FormFields;
}

/** Where the browser goes after a success (303), and what the page there should say (form-flash.ts). */
export interface FormOutcome {
  redirect: string;
  flash?: FormState;
}

/**
 * One `<form method="post">` the server handles: validated with the schema the React form and the
 * API use, then `submit` calls the service. A refusal (refusal.ts) shows the page again with the
 * message; a success redirects.
 */
export interface HtmlForm<Schema extends z.ZodType = z.ZodType> {
  /** The value of the form's hidden `_form` field; the React form reads its state under this name. */
  name: string;
  schema: Schema;
  /** The fields shown again when the page is re-rendered. Never a password: names with "password" are always dropped. */
  echo?: readonly string[];
  /**
   * Fields the page fills in (a token from the link, the page to return to): always sent back, but a
   * message about one is the form's alert, since no field on screen shows it.
   */
  hidden?: readonly string[];
  /** From the posted strings to the schema's input (a ticked checkbox to `true`...). Default: the fields as posted. */
  input?(fields: FormFields): unknown;
  /** The field a refusal's message belongs beside, when the refusal does not name one itself (else it is the form's alert). */
  fieldOf?(message: string): string | undefined;
  submit(input: z.output<Schema>, request: FormRequest): Promise<FormOutcome>;
}

/** Declares a form, keeping `submit`'s input typed by its schema. */
export function htmlForm<Schema extends z.ZodType>(form: HtmlForm<Schema>): HtmlForm {
  return form as unknown as HtmlForm;
}

/** What a page shows for a request: data to render it with, somewhere else to go, or (undefined) its prerendered HTML. */
/**
 * What a GET of a form page shows, or where it sends the visitor: a French path, written at the address of the
 * page's language (form-pages.ts) unless `locale` names the target's language (an account screen in the account's).
 */
export type PageLoad = { data: PageData } | { redirect: string; locale?: Locale } | undefined;

/** A page whose forms the server handles, and what it needs to render it at request time. */
export interface FormPage {
  /** The page's path: its forms post to it (`action`), and it is rendered again there with their state. */
  path: string;
  /** Called for a GET and before re-rendering after a failed submission. Default: nothing to add. */
  load?(req: Request, res: Response): Promise<PageLoad>;
  forms: readonly HtmlForm[];
  /** Its form sends a file (`multipart/form-data`, the CV of an application); other pages refuse such bodies (415). */
  files?: boolean;
}
