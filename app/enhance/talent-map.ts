import type { TalentCountry } from "~/content/talent-countries";
import type { MapNote } from "~/features/talent-map/map-fallback";
import type { MapsConfig } from "~/features/talent-map/talent-map";
import { loadWithRetries, MAP_RETRIES } from "~/features/talent-map/retry";

type AuthWindow = Window & { gm_authFailure?: () => void };

async function fetchMapsConfig(): Promise<MapsConfig> {
  const response = await fetch("/maps-config.json", { cache: "no-store" });
  if (!response.ok) throw new Error(`/maps-config.json answered ${response.status}`);
  return (await response.json()) as MapsConfig;
}

function showNote(root: HTMLElement, note: MapNote): void {
  for (const span of root.querySelectorAll<HTMLElement>("[data-note]")) {
    const shown = span.dataset.note === note;
    span.classList.toggle("invisible", !shown);
    span.toggleAttribute("aria-hidden", !shown);
  }
}

/** The drawn map's markers: the country of the one pointed at, focused or chosen is named beneath. */
function initMarkers(root: HTMLElement): void {
  const caption = root.querySelector("#talent-map-selection");
  const select = (marker: HTMLElement) => {
    for (const other of root.querySelectorAll("[data-selected]")) other.removeAttribute("data-selected");
    marker.setAttribute("data-selected", "");
    const name = document.createElement("span");
    name.className = "font-semibold text-ink";
    name.textContent = marker.dataset.marker ?? "";
    caption?.replaceChildren(name, `: ${marker.dataset.universities ?? ""}`);
  };
  const markerOf = (event: Event) =>
    event.target instanceof Element ? event.target.closest<HTMLElement>("[data-marker]") : null;
  for (const type of ["focusin", "mouseover"]) {
    root.addEventListener(type, (event) => {
      const marker = markerOf(event);
      if (marker) select(marker);
    });
  }
  // With script a marker shows its country where it is, instead of jumping to the lists.
  root.addEventListener("click", (event) => {
    const marker = markerOf(event);
    if (!marker) return;
    event.preventDefault();
    select(marker);
  });
}

/** Google's map over the drawn one, loaded with retries; on failure the drawn map stays, with SPEC's warning. */
function drawGoogleMap(root: HTMLElement, countries: readonly TalentCountry[], { apiKey, mapId }: MapsConfig): void {
  const frame = root.querySelector<HTMLElement>("[data-map-frame]");
  const drawn = root.querySelector<HTMLElement>("[data-drawn-map]");
  const template = root.querySelector<HTMLTemplateElement>("template[data-map-overlay]");
  const overlay = template?.content.firstElementChild?.cloneNode(true);
  if (!frame || !(overlay instanceof HTMLElement)) return;
  const canvas = overlay.querySelector<HTMLElement>("[data-map-canvas]");
  if (!canvas) return;
  frame.append(overlay);
  // Under Google's map the drawn markers are out of reach: one map to tab through.
  drawn?.setAttribute("inert", "");
  let failed = false;
  const fail = () => {
    if (failed) return;
    failed = true;
    overlay.remove();
    drawn?.removeAttribute("inert");
    showNote(root, "load-failed");
  };
  // Google calls this global when it rejects the key (after its script loaded).
  (window as AuthWindow).gm_authFailure = () => {
    console.error("Google Maps rejected the API key; showing the fallback map.");
    fail();
  };
  void loadWithRetries(
    async () => {
      const { mountGoogleMap } = await import("~/features/talent-map/google-map");
      await mountGoogleMap(canvas, countries, apiKey, mapId);
    },
    (status) => {
      if (status === "error") fail();
      else if (status === "ready") overlay.querySelector("[data-map-loading]")?.remove();
    },
    { ...MAP_RETRIES, shouldStop: () => failed },
  );
}

/**
 * The talent map on /one-pagers/mamut-talent (app/features/talent-map/talent-map.tsx), a chunk of
 * its own loaded only on that page. Its markers name their country; when the map comes near the
 * screen the server says whether it has a maps key (read at run time), and Google's map is drawn
 * over the drawn one only then.
 */
export function initTalentMap(document: Document): void {
  const root = document.querySelector<HTMLElement>("[data-talent-map]");
  if (!root) return;
  initMarkers(root);
  const countries = JSON.parse(root.dataset.talentMap ?? "[]") as TalentCountry[];
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      fetchMapsConfig().then(
        (config) => (config.apiKey ? drawGoogleMap(root, countries, config) : showNote(root, "missing-key")),
        (error: unknown) => {
          console.error("The maps settings could not be loaded; showing the drawn map.", error);
          showNote(root, "load-failed");
        },
      );
    },
    { rootMargin: "400px 0px" },
  );
  observer.observe(root);
}
