import { createContext, type ReactNode, useContext, useDeferredValue, useState } from "react";
import { useLocation } from "wouter";
import type { SearchAnswer } from "../search/shared/search-document.js";
import type { FormState } from "../shared/form-state.js";

/**
 * What a page rendered at request time knows that a prerendered one cannot: a form's state after a
 * submission without JavaScript, the answers of queries the server already ran (the signed-in user on
 * the account page). The server renders with it and writes it into the page as a JSON data block; the
 * browser reads it back before hydrating, so its first render matches the server's HTML
 * (docs/0013-forms-without-javascript.md). Prerendered pages carry none.
 */
export interface PageData {
  form?: FormState;
  /** tRPC query answers, by procedure path ("auth.me"): the client's cache starts with them. */
  queries?: SeededQuery[];
  /** The results of /recherche?q=, found on the server (server/search/search-page.ts). */
  search?: SearchAnswer;
}

export interface SeededQuery {
  path: string;
  /** The input the page's query is called with, when it has one (a page of a list): part of the cache key. */
  input?: unknown;
  data: unknown;
}

/** The id of the `<script type="application/json">` block carrying the page data. */
export const PAGE_DATA_ELEMENT_ID = "page-data";

/** The data block's HTML. `<` is escaped so no submitted value can close the script element early. */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
}

/** The block the server wrote, or undefined on a prerendered page. */
export function readPageData(doc: Document): PageData | undefined {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageData) : undefined;
}

const PageDataContext = createContext<PageData | undefined>(undefined);

/**
 * Gives the page data to the page it was rendered for, and to no other: after the first client-side
 * navigation it is dropped, so a form's old messages never reappear on a later visit. It is dropped with the page
 * it belongs to: the location is deferred as the page on screen is (app/App.tsx), so a form kept on screen while
 * the next page loads keeps its messages until then.
 */
export function PageDataProvider({ data, children }: { data: PageData | undefined; children: ReactNode }) {
  const location = useDeferredValue(useLocation()[0]);
  const [renderedFor] = useState(location);
  const [left, setLeft] = useState(false);
  if (!left && location !== renderedFor) setLeft(true);
  return <PageDataContext value={left ? undefined : data}>{children}</PageDataContext>;
}

export function usePageData(): PageData | undefined {
  return useContext(PageDataContext);
}
