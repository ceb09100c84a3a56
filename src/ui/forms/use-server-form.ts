import { usePageData } from "../../app/page-data.js";
import type { FormState } from "../../shared/form-state.js";

/**
 * The server's state for a form of the page (values, messages, outcome), when the page was rendered
 * with one. Several names: the state of whichever of those forms it belongs to (a card with several).
 */
export function useServerForm(...names: string[]): FormState | undefined {
  const form = usePageData()?.form;
  return form && names.includes(form.form) ? form : undefined;
}
