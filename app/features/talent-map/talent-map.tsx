import { Spinner } from "~/components/ui/spinner";
import type { TalentMapData } from "~/content/talent-countries";
import { MapFallback } from "./map-fallback";

/** The server's maps settings (app/routes/maps-config.json.ts): an empty key means none. */
export type MapsConfig = { apiKey: string; mapId: string };

/**
 * The self-drawn map (the prerendered page, and the page without JavaScript). Near the viewport
 * the talent map's script (app/enhance/talent-map.ts) asks the server whether it has a maps key:
 * with one, Google's map is drawn over the drawn one, in the same box (its script loads only
 * then), from the overlay below; without one, or when loading fails, the drawn map stays with
 * SPEC's warning. Without a key nothing is requested from Google.
 */
export function TalentMap({ countries, regions }: TalentMapData) {
  return (
    <div data-talent-map={JSON.stringify(countries)}>
      <MapFallback countries={countries} regions={regions} />
      <template data-map-overlay="">
        <div className="absolute inset-0 overflow-hidden rounded-2xl bg-slate-50 print:hidden">
          <div
            data-map-canvas=""
            className="absolute inset-0"
            role="region"
            aria-label="Interactive map of the talent network"
          />
          <div data-map-loading="" className="absolute inset-0 flex items-center justify-center bg-slate-50">
            <Spinner label="Loading interactive map..." />
          </div>
        </div>
      </template>
    </div>
  );
}
