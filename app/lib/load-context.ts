import { createContext, type RouterContextProvider } from "react-router";
import type { LeadService } from "../../server/leads/service.js";

/**
 * What route actions and loaders need from the server process: the lead services it created
 * at start-up and the maps settings it read. The server sets it on each request's load context
 * (server/react-router.js); the import above is a type only, so no server code is bundled into the app.
 */
export type Services = {
  leads: { service: LeadService; config: { FORM_MIN_FILL_MS: number } };
  /** The talent map's Google Maps key ("" when none) and map id, from the server's environment. */
  maps: { apiKey: string; mapId: string };
};

/**
 * The key the server sets the services under. The server takes this very object from the
 * server build (app/entry.server.tsx exports it): a context is found by identity.
 */
export const servicesContext = createContext<Services>();

export function getServices(context: Readonly<RouterContextProvider>): Services {
  return context.get(servicesContext);
}
