import { z } from "zod";
import { parseEnvironment } from "./site.ts";

/**
 * The talent map's Google Maps settings, read at run time: the page asks the server for them
 * (/maps-config.json) and the CSP allows Google's origins only when a key is set.
 */
export const mapsSchema = z.object({
  GOOGLE_MAPS_API_KEY: z
    .string()
    .trim()
    .regex(/^[\w-]*$/, "may only contain letters, digits, '-' and '_'")
    .default(""),
  // Google's advanced markers need a map id; the demo id works until the owner creates one.
  GOOGLE_MAPS_MAP_ID: z
    .string()
    .trim()
    .regex(/^[\w-]+$/, "may only contain letters, digits, '-' and '_'")
    .default("DEMO_MAP_ID"),
});

/** The maps settings of an environment; throws a ConfigError naming a bad variable. */
export function parseMapsSettings(env: Record<string, string | undefined>): { apiKey: string; mapId: string } {
  const maps = parseEnvironment(mapsSchema, env, "maps configuration");
  return { apiKey: maps.GOOGLE_MAPS_API_KEY, mapId: maps.GOOGLE_MAPS_MAP_ID };
}
