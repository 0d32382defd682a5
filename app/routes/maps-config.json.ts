import { getServices } from "~/lib/load-context";
import type { Route } from "./+types/maps-config.json";

/**
 * The talent map's Google Maps settings, as the server read them from its environment at start:
 * the map asks for them when it comes near the viewport, so the same build serves with or
 * without a key. Not prerendered; never cached, so a changed key applies at the next restart.
 */
export function loader({ context }: Route.LoaderArgs) {
  const { apiKey, mapId } = getServices(context).maps;
  return Response.json({ apiKey, mapId }, { headers: { "Cache-Control": "no-store" } });
}
