// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { PageDataProvider } from "../../app/page-data.js";
import type { FormState } from "../../shared/form-state.js";
import { usePageForm } from "./use-page-form.js";

/**
 * The hook in a browser's DOM, held to what a forms library gives (react-hook-form's onBlur mode, Conform's
 * shouldValidate "onBlur" and shouldRevalidate "onInput"): no message before a field is left, every message and
 * the focus on the first field in error on submit, a message going as the value is fixed, the server's messages
 * beside their fields, what the page or the visitor wrote kept (docs/0048).
 */
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const schema = z.object({
  name: z.string().min(2, "Indiquez votre nom."),
  email: z.email("Adresse e-mail invalide."),
  accept: z.boolean().refine((accepted) => accepted, "Acceptez les conditions."),
});
type Values = z.input<typeof schema>;
const loadSchema = vi.fn(async () => schema);
const submitted = vi.fn();
let form: ReturnType<typeof usePageForm<Values, z.output<typeof schema>>>;

function SignUp() {
  form = usePageForm(loadSchema, { name: "", email: "", accept: false }, "sign-up");
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit(submitted)}>
      <input aria-label="Nom" {...form.register("name")} />
      <p data-error="name">{errors.name?.message}</p>
      <input aria-label="E-mail" {...form.register("email")} />
      <p data-error="email">{errors.email?.message}</p>
      <input type="checkbox" aria-label="Conditions" {...form.register("accept")} />
      <p data-error="accept">{errors.accept?.message}</p>
      <p data-error="root">{errors.root?.message}</p>
      <button type="submit">Envoyer</button>
    </form>
  );
}

let container: HTMLElement;
let root: Root;

async function render(server?: FormState) {
  await act(async () => {
    root.render(
      <PageDataProvider data={server ? { form: server } : undefined}>
        <SignUp />
      </PageDataProvider>,
    );
  });
}

const field = (label: string) => container.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
const message = (name: string) => container.querySelector(`[data-error="${name}"]`)?.textContent ?? "";

/** Types as a visitor does: React hears the `input` event only when the value changed through the native setter. */
async function type(label: string, value: string) {
  const input = field(label);
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

async function leave(label: string) {
  await act(async () => {
    field(label).dispatchEvent(new FocusEvent("focusout", { bubbles: true }));
  });
}

async function submit() {
  await act(async () => {
    container.querySelector("form")?.requestSubmit();
  });
}

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  loadSchema.mockClear();
  submitted.mockClear();
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe("usePageForm", () => {
  it("checks nothing, and loads no schema, before a field is left", async () => {
    await render();
    await type("Nom", "A");
    expect(message("name")).toBe("");
    expect(loadSchema).not.toHaveBeenCalled();
  });

  it("checks a field when it is left, that field only", async () => {
    await render();
    await type("Nom", "A");
    await leave("Nom");
    expect(message("name")).toBe("Indiquez votre nom.");
    expect(message("email")).toBe("");
  });

  it("takes a message away as soon as the value is right, before the field is left", async () => {
    await render();
    await type("E-mail", "claire@");
    await leave("E-mail");
    expect(message("email")).toBe("Adresse e-mail invalide.");
    await type("E-mail", "claire@exemple.fr");
    expect(message("email")).toBe("");
  });

  it("on submit shows every message, focuses the first field in error and sends nothing", async () => {
    await render();
    await type("Nom", "Claire");
    await submit();
    expect([message("name"), message("email"), message("accept")]).toEqual([
      "",
      "Adresse e-mail invalide.",
      "Acceptez les conditions.",
    ]);
    expect(document.activeElement).toBe(field("E-mail"));
    expect(submitted).not.toHaveBeenCalled();
    // What was typed stays in the fields and in the form's values.
    expect(field("Nom").value).toBe("Claire");
    expect(form.getValues("name")).toBe("Claire");
  });

  it("after a submission, re-checks a field as it changes", async () => {
    await render();
    await submit();
    await type("Nom", "Cl");
    expect(message("name")).toBe("");
    await type("Nom", "C");
    expect(message("name")).toBe("Indiquez votre nom.");
  });

  it("sends the schema's output once every field is right", async () => {
    await render();
    await type("Nom", "Claire");
    await type("E-mail", "claire@exemple.fr");
    await act(async () => field("Conditions").click());
    await submit();
    expect(submitted).toHaveBeenCalledWith({ name: "Claire", email: "claire@exemple.fr", accept: true });
  });

  it("puts the server's message beside its field, with the focus, and a message for the whole form", async () => {
    await render();
    await act(async () => {
      form.setError("email", { message: "Cette adresse a déjà un compte." }, { shouldFocus: true });
      form.setError("root", { message: "Réessayez dans un instant." });
    });
    expect(message("email")).toBe("Cette adresse a déjà un compte.");
    expect(message("root")).toBe("Réessayez dans un instant.");
    expect(document.activeElement).toBe(field("E-mail"));
  });

  it("starts with the values and messages of a submission the server answered without JavaScript", async () => {
    await render({
      form: "sign-up",
      values: { name: "Claire", email: "claire@", accept: "on" },
      errors: { email: "Adresse e-mail invalide." },
    });
    expect([field("Nom").value, field("E-mail").value, field("Conditions").checked]).toEqual([
      "Claire",
      "claire@",
      true,
    ]);
    expect(message("email")).toBe("Adresse e-mail invalide.");
    // Another form's state is not this one's.
    await act(async () => root.unmount());
    root = createRoot(container);
    await render({ form: "login", values: { name: "Autre" }, errors: { name: "Non." } });
    expect([field("Nom").value, message("name")]).toEqual(["", ""]);
  });

  it("keeps what the visitor typed into the server's HTML before React ran", async () => {
    await act(async () => root.unmount());
    container.innerHTML = renderToString(<SignUp />);
    field("Nom").value = "Claire";
    await act(async () => {
      root = hydrateRoot(container, <SignUp />);
    });
    expect(field("Nom").value).toBe("Claire");
    expect(form.getValues("name")).toBe("Claire");
    await leave("Nom");
    expect(message("name")).toBe("");
  });
});
