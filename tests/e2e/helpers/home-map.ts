import type { Page, Request } from "@playwright/test";

/** Requests that belong to the Horizon 2030 map: its code chunk and the country shapes. */
export const isMapRequest = (request: Request): boolean =>
  /\/assets\/HorizonMap-[^/]+\.js$/.test(request.url()) || /\/assets\/countries-110m-[^/]+\.json$/.test(request.url());

/** Records every request the page makes from now on. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

export const mapSlot = (page: Page) => page.getByTestId("horizon-map-slot");
