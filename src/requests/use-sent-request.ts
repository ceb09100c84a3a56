import { useState } from "react";
import { useServerForm } from "../ui/forms/use-server-form.js";
import { type RequestType, requestTypes } from "./shared/request-types.js";

export interface SentRequest {
  reference: string;
  type: RequestType;
}

/**
 * The request this page has just sent: told by the server after a submission without JavaScript (the
 * flash of the 303), or set by the React form.
 */
export function useSentRequest(formName: string) {
  const result = useServerForm(formName)?.result;
  const type = requestTypes.find((each) => each === result?.type);
  return useState<SentRequest | null>(result?.reference && type ? { reference: result.reference, type } : null);
}
