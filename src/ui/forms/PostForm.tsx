import type { ComponentProps } from "react";
import { publicPathOf } from "../../app/routes/locale-router.js";
import { FORM_FIELD } from "../../shared/form-state.js";
import { siteLocale } from "../../shared/site-locale.js";

export interface PostFormProps extends Omit<ComponentProps<"form">, "method" | "action" | "name"> {
  /** The form's name on the server (server/forms/html-form.ts) and for its state in the page (useServerForm). */
  name: string;
  /** The page the form is on: the server handles the post there and shows that page again on an error. */
  action: string;
}

/**
 * A form that works before (or without) JavaScript: a real POST the server handles, never a GET that
 * would put the fields (a password) in the URL. React enhances it through `onSubmit`, which must call
 * `preventDefault` (usePageForm's `handleSubmit` does). Browser validation is left to the schema. Every post
 * carries the page's language (`locale`): the public forms' handlers answer and mail in it, and an English page
 * posts to its own English address, whose handler answers in English (docs/0068).
 */
export function PostForm({ name, action, children, ...form }: PostFormProps) {
  return (
    <form method="post" action={publicPathOf(action)} noValidate {...form}>
      <input type="hidden" name={FORM_FIELD} value={name} />
      <input type="hidden" name="locale" value={siteLocale} />
      {children}
    </form>
  );
}
