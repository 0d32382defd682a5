import { renderToReadableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction } from "react-router";

export const streamTimeout = 5_000;
// The server takes the load context's keys from here (server/react-router.ts): the same
// objects the routes read, since a context is found by identity.
export { refusalContext, servicesContext } from "~/lib/load-context";

/**
 * Errors the visitor's request caused (a 404, a post to a page without a form, a refused post)
 * are answers, not faults: the server logs those in one line of its own. Everything else is a
 * fault, logged with its stack.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || isRouteErrorResponse(error)) return;
  console.error(error);
};

/**
 * Like React Router's default entry, except that every page waits for all its content and has
 * every Suspense boundary inline (an article's body): it is in the HTML itself, not streamed
 * behind it for a script to swap in, since no router runs in the browser (decision 011). The
 * server sends each page whole anyway, with its CSP (server/pages.ts finishPage).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Rendered whole (every Suspense boundary resolved) before the first byte: allReady.
  let status = responseStatusCode;
  // An error before the shell rejects the render, and React Router logs it (handleError).
  let shellReady = false;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    signal: AbortSignal.any([request.signal, AbortSignal.timeout(streamTimeout + 1000)]),
    onError(error: unknown) {
      status = 500;
      if (shellReady) console.error(error);
    },
  });
  shellReady = true;
  await stream.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(stream, { headers: responseHeaders, status });
}
