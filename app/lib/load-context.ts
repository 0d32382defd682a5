import { createContext, data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { LeadService } from "../../server/leads/service.ts";
import type { PostRefusal } from "./post-refusal";

/**
 * What route actions and loaders need from the server process: the lead services it created
 * at start-up and the maps settings it read. The server sets it on each request's load context
 * (server/react-router.ts); the import above is a type only, so no server code is bundled into the app.
 */
export type Services = {
  leads: { service: LeadService; config: { FORM_MIN_FILL_MS: number } };
  /** The talent map's Google Maps key ("" when none) and map id, from the server's environment. */
  maps: { apiKey: string; mapId: string };
};

/**
 * The keys the server sets the services and a post's refusal under. The server takes these very
 * objects from the server build (app/entry.server.tsx exports them): a context is found by identity.
 */
export const servicesContext = createContext<Services>();
export const refusalContext = createContext<PostRefusal | null>(null);

/** The refusal of the post being answered, if the server's guards refused it. */
export function postRefusal(context: Readonly<RouterContextProvider>): PostRefusal | null {
  return context.get(refusalContext);
}

/**
 * The server's services. For a refused post there are none: an action that does not answer the
 * refusal itself (postRefusal) ends on the error page with the refusal's status and message, and
 * cannot store or send anything.
 */
export function getServices(context: Readonly<RouterContextProvider>): Services {
  const refusal = postRefusal(context);
  if (refusal) throw data(refusal, { status: refusal.status });
  return context.get(servicesContext);
}

/**
 * The root's middleware: a post to a page without a form (405, refused by the server before
 * anything reads it, server/app.ts) ends on the error page, which says so, before React Router
 * would answer it with its own error (whose developer text would go into the page).
 */
export const refusedPostWithoutForm: MiddlewareFunction<Response> = ({ context }) => {
  const refusal = postRefusal(context);
  if (refusal?.status === 405) throw data(refusal, { status: 405 });
};
