/// <reference types="google.maps" />
import { importLibrary, setOptions } from "@googlemaps/js-api-loader";

let configuredKey: string | undefined;

/**
 * The one place the Maps JavaScript API is configured. The loader accepts its
 * options once per page, so later calls with another key are refused and logged.
 */
export function configureGoogleMaps(key: string): void {
  if (configuredKey !== undefined) {
    if (configuredKey !== key) {
      console.error("Google Maps is already configured with other options; retrying with the first configuration.");
    }
    return;
  }
  setOptions({ key, v: "weekly", libraries: ["places"] });
  configuredKey = key;
}

/** Loads the maps and marker libraries (the first call adds the script to the page). */
export async function loadMapLibraries(key: string) {
  configureGoogleMaps(key);
  const [maps, marker] = await Promise.all([importLibrary("maps"), importLibrary("marker")]);
  return { maps, marker };
}
