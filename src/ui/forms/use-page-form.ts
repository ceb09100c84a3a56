import { type FormEvent, useReducer, useRef, useState } from "react";
import type { z } from "zod";
import type { FormState } from "../../shared/form-state.js";
import { siteLocale } from "../../shared/site-locale.js";
import { type FieldError, type FieldPath, getPath, nestErrors, type PathValue, setPath } from "./field-paths.js";
import { schemaMessages } from "./schema-messages.js";
import { useServerForm } from "./use-server-form.js";

/**
 * Where a form's schema comes from: a dynamic import of the shared schema, derived if need be
 * (`() => import("../../accounts/shared/auth-schemas.js").then((schemas) => schemas.loginInput)`). The schema and zod
 * load on the first check (a blur, a keystroke after a message, a submission), not with the page: zod is
 * ~24 KB brotli the visitor needs only once they type (docs/0035). The server checks the same schema anyway.
 */
export type SchemaLoader<Output, Input> = () => Promise<z.ZodType<Output, Input>>;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What `register(name)` gives a field: spread it onto the input (or each radio of a group). */
export interface FieldRegistration {
  name: string;
  ref: (element: FieldElement | null) => void;
  onChange: (event: { target: EventTarget }) => void;
  onBlur: (event: { target: EventTarget }) => void;
  defaultValue?: string;
  defaultChecked?: boolean;
}

/** The server's values over the defaults, typed like the defaults (a ticked checkbox arrives as "on"). */
function withServerValues<Input extends object>(defaults: Input, server: FormState | undefined): Input {
  const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [name, value] of Object.entries(server?.values ?? {})) {
    if (!(name in merged)) continue;
    merged[name] = typeof merged[name] === "boolean" ? value !== "" : value;
  }
  return merged as Input;
}

function serverErrors(server: FormState | undefined): Map<string, FieldError> {
  return new Map(Object.entries(server?.errors ?? {}).map(([name, message]) => [name, { type: "server", message }]));
}

/** What a field holds: a checkbox its state, a radio group the ticked one's value, others their text. */
function elementValue(element: FieldElement, current: unknown): unknown {
  if (element instanceof HTMLInputElement && element.type === "checkbox") return element.checked;
  if (element instanceof HTMLInputElement && element.type === "radio") return element.checked ? element.value : current;
  return element.value;
}

function writeElement(element: FieldElement, value: unknown): void {
  if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = Boolean(value);
  else if (element instanceof HTMLInputElement && element.type === "radio") element.checked = element.value === value;
  else element.value = typeof value === "string" ? value : "";
}

/**
 * A form on one of the shared zod schemas, validating on blur (docs/0035), with the fields left uncontrolled
 * (the browser holds what is typed; a keystroke re-renders nothing but the fields whose value is watched).
 * It replaces react-hook-form (11.5 KB brotli on every page with a form; Conform, 10.5 KB, would also need zod with
 * the page: docs/0048) with what the forms use of it, held to a library's behaviour by its DOM test:
 * - `register(name)` for each field, `formState.errors` (shaped like the values) and `formState.isSubmitting`;
 * - `handleSubmit(onValid)`: checks every field, shows every message and focuses the first field in error,
 *   or calls `onValid` with the schema's output;
 * - after a submission a field is re-checked as it changes rather than on blur; and a message already on
 *   screen is re-checked as the visitor types, so it goes as soon as the value is right (otherwise it would
 *   go on the blur caused by pressing the submit button, the layout would shift under the pointer, and that
 *   click would be lost);
 * - `setError` (a field's or the form's `root` message from the server's answer), `getValues`, `setValue`,
 *   `reset` and `watch`.
 *
 * `name` is the form's name on the server (PostForm): when the page was rendered after a submission
 * without JavaScript, the form starts with the values and messages the server sent back. The starting
 * values are written into the HTML (`defaultValue`, `defaultChecked`), so a browser without JavaScript
 * shows them too.
 */
export function usePageForm<Input extends object, Output>(
  loadSchema: SchemaLoader<Output, Input>,
  defaultValues: Input,
  name?: string,
) {
  const server = useServerForm(...(name ? [name] : []));
  // The latest loader: a schema derived from props (the account's address) follows them.
  const latestLoader = useRef(loadSchema);
  latestLoader.current = loadSchema;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // One mutable store for the form's life, read once: later renders must not reset what was typed since.
  const [store] = useState(() => {
    const values = withServerValues(defaultValues, server);
    return {
      initial: values,
      values,
      errors: serverErrors(server),
      /** Each field's elements, in the order the fields registered (the first in error takes the focus). */
      elements: new Map<string, Set<FieldElement>>(),
      registrations: new Map<string, FieldRegistration>(),
      watched: new Set<string>(),
      submitted: false,
      submitting: false,
    };
  });
  const [form] = useState(() => {
    const connected = (field: string) =>
      [...(store.elements.get(field) ?? [])].filter((element) => element.isConnected);
    const focus = (field: string) => connected(field)[0]?.focus();

    /**
     * What is checked and sent: the fields, and the language of this bundle, which the public forms' schemas keep
     * (localeField) so that the server answers in it (docs/0068); other schemas drop it as any unknown key.
     */
    const sent = () => ({ ...store.values, locale: siteLocale });

    async function check() {
      let schema: z.ZodType<Output, Input>;
      try {
        schema = await latestLoader.current();
      } catch {
        // The schema could not load (the network went): the submission goes on unchecked, the server checks the
        // same schema and the form shows its answer, or the network error, as it would anyway.
        return { data: sent() as unknown as Output, messages: new Map<string, string>() };
      }
      const result = await schema.safeParseAsync(sent());
      return result.success
        ? { data: result.data, messages: new Map<string, string>() }
        : { data: undefined, messages: schemaMessages(result.error.issues) };
    }

    /** Re-checks these fields (and `root`, which the schema never fails, so it goes): each message set or cleared. */
    async function recheck(fields: readonly string[]) {
      const { messages } = await check();
      for (const field of fields) {
        const message = messages.get(field);
        if (message) store.errors.set(field, { type: "schema", message });
        else store.errors.delete(field);
      }
      rerender();
    }

    function onFieldEvent(field: string, blur: boolean) {
      const shown = [...store.errors.keys()];
      // Before a submission a field is checked when left; after one, as it changes (react-hook-form's
      // onBlur mode with its default re-validation on change); and shown messages as the visitor types.
      const fields = new Set(blur ? (store.submitted ? [] : [field]) : [...(store.submitted ? [field] : []), ...shown]);
      if (fields.size > 0) void recheck([...fields]);
    }

    function register<Field extends FieldPath<Input>>(field: Field): FieldRegistration {
      let registration = store.registrations.get(field);
      if (!registration) {
        const elements = new Set<FieldElement>();
        store.elements.set(field, elements);
        registration = {
          name: field,
          ref: (element) => {
            if (!element) return;
            elements.add(element);
            // What the page shows (its HTML's values, or what was typed before React ran) is the truth.
            store.values = setPath(store.values, field, elementValue(element, getPath(store.values, field)));
          },
          onChange: ({ target }) => {
            store.values = setPath(
              store.values,
              field,
              elementValue(target as FieldElement, getPath(store.values, field)),
            );
            if (store.watched.has(field)) rerender();
            onFieldEvent(field, false);
          },
          onBlur: () => onFieldEvent(field, true),
        };
        store.registrations.set(field, registration);
      }
      const value = getPath(store.initial, field);
      return {
        ...registration,
        ...(typeof value === "boolean"
          ? { defaultChecked: value }
          : typeof value === "string"
            ? { defaultValue: value }
            : {}),
      };
    }

    function handleSubmit(onValid: (values: Output) => Promise<void> | void) {
      return async (event?: FormEvent) => {
        event?.preventDefault();
        store.submitting = true;
        rerender();
        try {
          const { data, messages } = await check();
          store.errors = new Map([...messages].map(([field, message]) => [field, { type: "schema", message }]));
          if (data === undefined) {
            const first = [...store.elements.keys()].find((field) => store.errors.has(field));
            if (first) focus(first);
            return;
          }
          rerender();
          await onValid(data);
        } finally {
          store.submitted = true;
          store.submitting = false;
          rerender();
        }
      };
    }

    function setError(
      field: FieldPath<Input> | "root",
      error: { message: string },
      options?: { shouldFocus?: boolean },
    ) {
      store.errors.set(field, { type: "server", message: error.message });
      rerender();
      if (options?.shouldFocus) focus(field);
    }

    function getValues(): Input;
    function getValues<Field extends FieldPath<Input>>(field: Field): PathValue<Input, Field>;
    function getValues(field?: string) {
      return field === undefined ? store.values : getPath(store.values, field);
    }

    function setValue<Field extends FieldPath<Input>>(field: Field, value: PathValue<Input, Field>) {
      store.values = setPath(store.values, field, value);
      for (const element of connected(field)) writeElement(element, value);
      if (store.watched.has(field)) rerender();
    }

    /** Back to the starting values (or to new ones, which become the starting values), without messages. */
    function reset(values?: Input) {
      if (values) store.initial = values;
      store.values = store.initial;
      store.errors = new Map();
      store.submitted = false;
      for (const field of store.elements.keys()) {
        for (const element of connected(field)) writeElement(element, getPath(store.values, field));
      }
      rerender();
    }

    /** The field's value, and a new render each time it changes. */
    function watch<Field extends FieldPath<Input>>(field: Field): PathValue<Input, Field> {
      store.watched.add(field);
      return getPath(store.values, field) as PathValue<Input, Field>;
    }

    return { register, handleSubmit, setError, getValues, setValue, reset, watch };
  });
  return {
    ...form,
    formState: { errors: nestErrors<Input>(store.errors), isSubmitting: store.submitting },
  };
}

export type PageForm<Input extends object, Output> = ReturnType<typeof usePageForm<Input, Output>>;
