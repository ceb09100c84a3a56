import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * react-hook-form on one of the shared zod schemas, validating on blur (spec §5). One addition: a
 * message already on screen is re-checked as the visitor types, so it goes as soon as the value is
 * right. Otherwise it would go on the blur caused by pressing the submit button, the layout would
 * shift under the pointer, and that click would be lost.
 */
export function useAccountForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
) {
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), mode: "onBlur", defaultValues });
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      const shown = Object.keys(form.formState.errors) as Path<Input>[];
      if (type === "change" && shown.length > 0) void form.trigger(shown);
    });
    return () => subscription.unsubscribe();
  }, [form]);
  return form;
}
