import { useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegister,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import type { FormState } from "../shared/form-state.js";
import { useServerForm } from "./use-server-form.js";

/** The server's values over the defaults, typed like the defaults (a ticked checkbox arrives as "on"). */
function withServerValues<Input extends FieldValues>(defaults: DefaultValues<Input>, server: FormState | undefined) {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(server?.values ?? {})) {
    if (!(name in merged)) continue;
    merged[name] = typeof merged[name] === "boolean" ? value !== "" : value;
  }
  return merged as DefaultValues<Input>;
}

function fieldErrors<Input extends FieldValues>(server: FormState | undefined): FieldErrors<Input> | undefined {
  const entries = Object.entries(server?.errors ?? {});
  if (entries.length === 0) return undefined;
  return Object.fromEntries(
    entries.map(([name, message]) => [name, { type: "server", message }]),
  ) as FieldErrors<Input>;
}

/**
 * Where a form's schema comes from: a dynamic import of the shared schema, derived if need be
 * (`() => import("../shared/auth-schemas.js").then((schemas) => schemas.loginInput)`).
 */
export type SchemaLoader<Output, Input> = () => Promise<z.ZodType<Output, Input>>;

/**
 * The schema, zod and the resolver load on the first check (a blur, a keystroke after a message, a
 * submission), not with the page: zod is ~24 KB brotli that the visitor needs only once they type
 * (issue 14). The server validates the same schema whatever the browser did.
 */
function lazyResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => SchemaLoader<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const [schema, { zodResolver }] = await Promise.all([loadSchema()(), import("@hookform/resolvers/zod")]);
    return zodResolver(schema)(values, context, options);
  };
}

/**
 * react-hook-form on one of the shared zod schemas (loaded on first use), validating on blur (spec §5). One addition: a
 * message already on screen is re-checked as the visitor types, so it goes as soon as the value is
 * right. Otherwise it would go on the blur caused by pressing the submit button, the layout would
 * shift under the pointer, and that click would be lost.
 *
 * `name` is the form's name on the server (PostForm): when the page was rendered after a submission
 * without JavaScript, the form starts with the values and messages the server sent back. The starting
 * values are also written into the HTML (`defaultValue`, `defaultChecked`): react-hook-form only sets
 * them once hydrated, and a browser without JavaScript must show them too.
 */
export function usePageForm<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: SchemaLoader<Output, Input>,
  defaultValues: DefaultValues<Input>,
  name?: string,
) {
  // The latest loader: a schema derived from props (the account's address) follows them.
  const latestLoader = useRef(loadSchema);
  latestLoader.current = loadSchema;
  const [resolver] = useState(() => lazyResolver<Input, Output>(() => latestLoader.current));
  const server = useServerForm(...(name ? [name] : []));
  // Read once: later renders must not reset what the visitor has typed since.
  const [initial] = useState(() => ({
    values: withServerValues(defaultValues, server),
    errors: fieldErrors<Input>(server),
  }));
  const form = useForm<Input, unknown, Output>({
    resolver,
    mode: "onBlur",
    defaultValues: initial.values,
    ...(initial.errors ? { errors: initial.errors } : {}),
  });
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      const shown = Object.keys(form.formState.errors) as Path<Input>[];
      if (type === "change" && shown.length > 0) void form.trigger(shown);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const register: UseFormRegister<Input> = (field, options) => {
    const value = (initial.values as Record<string, unknown>)[field];
    const attributes =
      typeof value === "boolean" ? { defaultChecked: value } : typeof value === "string" ? { defaultValue: value } : {};
    return { ...form.register(field, options), ...attributes };
  };
  // A fresh object each render, as react-hook-form's own: its `formState` is re-read every render.
  return { ...form, register };
}
