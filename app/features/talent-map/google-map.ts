/// <reference types="google.maps" />
import type { TalentCountry } from "~/content/talent-countries";
import { loadMapLibraries } from "./google-maps";

// Loaded on demand (dynamic import) only when the server has a maps key and the map
// scrolls near the viewport, so no visitor downloads this code or Google's script otherwise.

const SOUTH_AMERICA = { lat: -15, lng: -60 };
const ZOOM = 4;

function infoContent(country: TalentCountry): HTMLElement {
  const root = document.createElement("div");
  root.style.font = "14px/1.4 system-ui, sans-serif";
  const name = document.createElement("strong");
  name.textContent = country.country;
  const count = document.createElement("div");
  count.textContent = `${country.universities} universities`;
  root.append(name, count);
  return root;
}

/** Draws the talent map into `element`: one marker per country, each opening an info window. */
export async function mountGoogleMap(
  element: HTMLElement,
  countries: readonly TalentCountry[],
  key: string,
  mapId: string,
): Promise<void> {
  const { maps, marker } = await loadMapLibraries(key);
  const map = new maps.Map(element, {
    center: SOUTH_AMERICA,
    zoom: ZOOM,
    mapId,
    streetViewControl: false,
    mapTypeControl: false,
  });
  const infoWindow = new maps.InfoWindow();
  for (const country of countries) {
    const pin = new marker.PinElement({
      background: "#4338ca",
      borderColor: "#312e81",
      glyphColor: "#ffffff",
      glyphText: String(country.universities),
    });
    const point = new marker.AdvancedMarkerElement({
      map,
      position: { lat: country.lat, lng: country.lng },
      title: `${country.country}: ${country.universities} universities`,
      content: pin,
      gmpClickable: true,
    });
    point.addListener("gmp-click", () => {
      infoWindow.setContent(infoContent(country));
      infoWindow.open({ map, anchor: point });
    });
  }
}
