import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { PageDocument } from "../pages/page-source.js";
import { HEALTH_PATH, healthAnswer } from "./health.js";
import { pageAnswer, pageTarget } from "./page-handler.js";
import { observeRequest, REQUEST_ID_HEADER, type RequestObservers } from "./request-observer.js";
import { PAGE_ROUTE } from "./route-label.js";
import type { HeaderList } from "./security-headers.js";

export interface FastPathOptions {
  /** The build's pages by path (PageSource.prerendered). */
  pages: ReadonlyMap<string, PageDocument>;
  /**
   * Paths a handler of the app answers before the page handler, with what a request carries: a form page
   * (the signed-in user, a flash cookie, a link's token), the search page's results, the back-office shell.
   */
  answeredAtRequestTime: (pathname: string) => boolean;
  /** The app's security headers (recordSecurityHeaders). */
  securityHeaders: HeaderList;
  /** The app's headers that depend on the request, set right after the security headers (strict-transport.ts). */
  requestHeaders?: (req: IncomingMessage) => HeaderList;
  observers: RequestObservers;
}

/**
 * The pages whose answer is the build's bytes whoever asks and whatever the query: those the page
 * handler serves at their own path (not a redirect, not a page of another path) and that no handler
 * before it may answer otherwise.
 */
export function fastPathPages(options: Pick<FastPathOptions, "pages" | "answeredAtRequestTime">) {
  const served = new Map<string, PageDocument>();
  for (const [path, doc] of options.pages) {
    const target = pageTarget(path);
    if (target && "canonical" in target && target.canonical === path && !options.answeredAtRequestTime(path)) {
      served.set(path, doc);
    }
  }
  return served;
}

function pathOf(url: string): string {
  const index = url.indexOf("?");
  return index === -1 ? url : url.slice(0, index);
}

/** A page's answer ready for writeHead: the raw headers begin with the request id's name and a slot for its value. */
interface PreparedAnswer {
  status: number;
  headers: string[];
  body?: Buffer;
}

/**
 * Answers kept per page: pageAnswer's work and the concatenation of ~20 headers were a third of the fast path's
 * own CPU (docs/0036). Each page has a handful of answers (per encoding, HEAD, 304), found by what pageAnswer
 * reads of a request; a client choosing new header values each time gets fresh answers, not a growing memo.
 */
const ANSWERS_PER_PAGE = 16;

/** Everything pageAnswer reads of a request, in one string (header values cannot hold a line feed). */
function answerKey(req: IncomingMessage): string {
  return `${req.method}\n${req.headers["if-none-match"] ?? ""}\n${req.headers["accept-encoding"] ?? ""}`;
}

/**
 * Answers a GET or HEAD of a prerendered page, and of liveness (/healthz), before Express, and passes every
 * other request to the app. Express's chain (its request and response objects, then a dozen routers tried in turn) cost a page
 * four times the CPU of what it sends (docs/0036-prerendered-fast-path.md); here the same parts as the
 * app's (request id, access log and metrics, security headers, pageAnswer) run and nothing else, so the
 * answer is the app's, byte for byte but the request id and the date.
 */
export function prerenderedFastPath(app: RequestListener, options: FastPathOptions): RequestListener {
  const pages = new Map<string, { doc: PageDocument; answers: Map<string, PreparedAnswer> }>();
  for (const [path, doc] of fastPathPages(options)) pages.set(path, { doc, answers: new Map() });
  const { observers } = options;
  const securityHeaders = options.securityHeaders.flat();
  const prepare = (req: IncomingMessage, doc: PageDocument): PreparedAnswer => {
    const answer = pageAnswer(req, 200, doc);
    // The app's headers in the app's order, written at once: the setHeader calls were ~5 µs a request in a profile.
    return { ...answer, headers: [REQUEST_ID_HEADER, "", ...securityHeaders, ...answer.headers] };
  };
  // Liveness too: a balancer asks every few seconds, and during a burst its answer must not wait behind the
  // chain's work for every probe (docs/0060). Like the app's, without the ETag a no-store answer has no use for.
  const healthHeaders = [REQUEST_ID_HEADER, "", ...securityHeaders, ...healthAnswer.headers];
  const health: Record<string, PreparedAnswer> = {
    GET: { status: 200, headers: healthHeaders, body: healthAnswer.body },
    HEAD: { status: 200, headers: healthHeaders },
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    const reads = req.method === "GET" || req.method === "HEAD";
    const path = pathOf(req.url ?? "");
    if (reads && path === HEALTH_PATH) {
      answer(
        req,
        res,
        health[req.method as string] as PreparedAnswer,
        observeRequest(req, res, observers, () => path),
      );
      return;
    }
    const page = reads ? pages.get(path) : undefined;
    if (!page) {
      app(req, res);
      return;
    }
    const requestId = observeRequest(req, res, observers, () => PAGE_ROUTE);
    const key = answerKey(req);
    let prepared = page.answers.get(key);
    if (!prepared) {
      prepared = prepare(req, page.doc);
      if (page.answers.size < ANSWERS_PER_PAGE) page.answers.set(key, prepared);
    }
    answer(req, res, prepared, requestId);
  };

  function answer(req: IncomingMessage, res: ServerResponse, prepared: PreparedAnswer, requestId: string) {
    const headers = prepared.headers.slice();
    headers[1] = requestId;
    const perRequest = options.requestHeaders?.(req) ?? [];
    if (perRequest.length > 0) headers.splice(2 + securityHeaders.length, 0, ...perRequest.flat());
    res.writeHead(prepared.status, headers);
    res.end(prepared.body);
  }
}
