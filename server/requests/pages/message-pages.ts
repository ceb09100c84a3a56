import type { Request, Response } from "express";
import {
  contactPagePath,
  priorityRequestPath,
  supportRequestPath,
} from "../../../src/requests/shared/request-links.js";
import { requestInput } from "../../../src/requests/shared/request-schemas.js";
import { atConfirmation } from "../../../src/shared/confirmation-anchor.js";
import { resolveCaller } from "../../accounts/index.js";
import type { FormFields } from "../../forms/form-body.js";
import type { FormPage, PageLoad } from "../../forms/html-form.js";
import { procedureForms } from "../../forms/procedure-form.js";
import type { ContextDependencies } from "../../trpc/context.js";

/** What the visitor types, shown again after a refusal (the consent too: unticking it for them would be rude). */
const visitorFields = ["firstName", "lastName", "email", "phone", "company", "subject", "message", "consent"];

interface RequestPageSpec {
  path: string;
  /** The form's name (PostForm's `_form`), as the React page reads its state. */
  name: string;
  /** The request's type from the posted fields: each page sends its own kinds only. */
  typeOf(fields: FormFields): string;
  /** Fields a link may fill in (`?category=`), shown by the page. */
  fromLink: readonly string[];
  /** Of those, the ones sent as hidden fields: a refusal about one is the form's alert. */
  hidden: readonly string[];
  /** Visible fields besides the visitor's (a category, a client key). */
  echo: readonly string[];
}

const queryText = (req: Request, name: string) =>
  typeof req.query[name] === "string" ? (req.query[name] as string).trim().slice(0, 200) : "";

/**
 * A request page served without JavaScript (docs/0013, docs/0015): a GET with context in its link or a
 * signed-in visitor is rendered now with the form filled in; a POST files the request through the same
 * procedure as the React form, `requests.submit`, then 303 to the page, whose flash shows the reference.
 */
function requestPage(spec: RequestPageSpec, deps: ContextDependencies): FormPage {
  return {
    path: spec.path,
    async load(req: Request, res: Response): Promise<PageLoad> {
      const values: Record<string, string> = {};
      for (const name of spec.fromLink) {
        const value = queryText(req, name);
        if (value) values[name] = value;
      }
      const caller = await resolveCaller(req, res, deps);
      if (caller) {
        values.firstName = caller.user.firstName;
        values.lastName = caller.user.lastName ?? "";
        values.email = caller.user.email;
      }
      if (Object.keys(values).length === 0) return undefined;
      values.type = spec.typeOf(values);
      return { data: { form: { form: spec.name, values, errors: {} } } };
    },
    forms: [
      procedureForms(deps)({
        name: spec.name,
        schema: requestInput,
        echo: [...visitorFields, ...spec.echo],
        hidden: spec.hidden,
        input: (fields) => ({ ...fields, type: spec.typeOf(fields) }),
        call: (trpc, input) => trpc.requests.submit(input),
        onSuccess: ({ reference }, input) => ({
          redirect: atConfirmation(spec.path),
          flash: { form: spec.name, values: {}, errors: {}, result: { reference, type: input.type } },
        }),
      }),
    ],
  };
}

/** The contact, support and priority assistance pages whose forms the server handles (docs/0015). */
export function messagePages(deps: ContextDependencies): FormPage[] {
  return [
    requestPage(
      {
        path: contactPagePath,
        name: "contact",
        typeOf: (fields) => (fields.type === "quote" ? "quote" : "contact"),
        fromLink: ["type", "offerId", "expertiseId", "sourcePage"],
        hidden: ["type", "offerId", "expertiseId", "sourcePage"],
        echo: [],
      },
      deps,
    ),
    requestPage(
      {
        path: supportRequestPath,
        name: "support",
        typeOf: () => "support",
        // A link about one thing (an application's 'Signaler', 'Télécharger') fills in the subject too.
        fromLink: ["category", "subject"],
        hidden: ["type"],
        echo: ["category"],
      },
      deps,
    ),
    requestPage(
      {
        path: priorityRequestPath,
        name: "priority",
        typeOf: () => "priority",
        fromLink: ["clientKey"],
        hidden: ["type"],
        echo: ["clientKey"],
      },
      deps,
    ),
  ];
}
