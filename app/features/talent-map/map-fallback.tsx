import { Icon } from "~/components/ui/icon";
import { Eyebrow } from "~/components/ui/eyebrow";
import type { TalentMapData } from "~/content/talent-countries";
import { mapFrame, markerNudges, markerPoint, toMapPercent, type MapPoint } from "./projection";

export type FallbackReason = "missing-key" | "load-failed";

// SPEC section 8's exact texts, both under the title 'Google Maps Integration'.
export const fallbackWarnings: Record<FallbackReason, string> = {
  "missing-key": "Google Maps API key not configured. Please add your API key to use the interactive map.",
  "load-failed": "Failed to load Google Maps. Please check your API key and internet connection.",
};

function toPixels(point: MapPoint): { x: number; y: number } {
  const { left, top } = toMapPercent(point);
  return { x: (left / 100) * mapFrame.width, y: (top / 100) * mapFrame.height };
}

function universities(count: number): string {
  return `${count} ${count === 1 ? "university" : "universities"}`;
}

/**
 * What the note above the map says: SPEC's warning for a missing key or a failed load; otherwise
 * (the prerendered page, the page without JavaScript, Google's map shown) what the map shows.
 */
export type MapNote = FallbackReason | "about";

const MAP_LABEL = "Map of the network's countries: each marker links to its country in the lists";

const ABOUT_NOTE = "Each marker shows a country of the network and its number of universities.";

/** The id of a country's row in the regional lists: its marker links there. */
export function countryRowId(country: string): string {
  return `talent-${country.toLowerCase().replace(/[^a-z]+/g, "-")}`;
}

/**
 * The map without Google: a note, a self-drawn map whose markers link to their country's row in
 * the regional lists (which carry the content), and those lists. The script of the talent map
 * (app/enhance/talent-map.ts) shows the country of a marker pointed at or focused beneath the map,
 * switches the note, and draws Google's map over this one when the server has a key.
 */
export function MapFallback({ countries, regions }: TalentMapData) {
  return (
    // Not .rounded-card, which print.css keeps on one page: this block may break across pages.
    <div className="overflow-hidden rounded-[1rem] border border-slate-200 bg-white shadow-card">
      {/* SPEC's text, as a quiet note on the map: it explains the drawn map, it is not an alarm. */}
      <div className="flex gap-2 border-b border-slate-200 px-4 py-3 text-sm text-muted sm:px-6 print:hidden">
        <Icon name="info" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <div>
          <h3 className="inline font-semibold text-slate-700">Google Maps Integration:</h3>{" "}
          {/* Every note in one grid cell, the others hidden: the box is as tall as the longest
              note, so nothing below moves when the note changes. */}
          <span className="inline-grid align-top">
            {(["about", "missing-key", "load-failed"] as const).map((each) => (
              <span
                key={each}
                data-note={each}
                className={`col-start-1 row-start-1 ${each === "about" ? "" : "invisible"}`}
                aria-hidden={each === "about" ? undefined : true}
              >
                {each === "about" ? ABOUT_NOTE : fallbackWarnings[each]}
              </span>
            ))}
          </span>
        </div>
      </div>

      <div className="grid gap-8 py-6 sm:p-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:items-start lg:gap-10 print:block print:p-3">
        {/* Named here, not by its caption: the caption repeats the marker pointed at or focused, whose
            own name says the same, so it is shown and not read (each marker is announced once). */}
        <figure aria-label={MAP_LABEL} className="print:hidden">
          {/* Google's map, when there is one, is drawn over this box (same size: nothing moves). */}
          <div className="relative rounded-2xl bg-slate-50" data-map-frame="">
            <div data-drawn-map="">
              <img
                src="/images/talent-map/latin-america.svg"
                alt=""
                width={680}
                height={720}
                loading="lazy"
                decoding="async"
                className="block h-auto w-full select-none"
              />
              <svg
                viewBox={`0 0 ${mapFrame.width} ${mapFrame.height}`}
                aria-hidden="true"
                className="pointer-events-none absolute inset-0 size-full"
              >
                {countries
                  .filter((country) => markerNudges[country.country])
                  .map((country) => {
                    const marker = toPixels(markerPoint(country.country, country));
                    const centre = toPixels(country);
                    return (
                      <g key={country.country} className="text-brand-700">
                        <line
                          x1={marker.x}
                          y1={marker.y}
                          x2={centre.x}
                          y2={centre.y}
                          stroke="currentColor"
                          strokeWidth={2}
                        />
                        <circle cx={centre.x} cy={centre.y} r={5} fill="currentColor" />
                      </g>
                    );
                  })}
              </svg>
              {countries.map((country) => {
                const { left, top } = toMapPercent(markerPoint(country.country, country));
                return (
                  <a
                    key={country.country}
                    href={`#${countryRowId(country.country)}`}
                    aria-label={`${country.country}: ${universities(country.universities)}`}
                    data-marker={country.country}
                    data-universities={universities(country.universities)}
                    style={{ left: `${left}%`, top: `${top}%` }}
                    className="absolute flex size-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-brand-700 text-[0.625rem] font-bold text-white shadow-md ring-2 ring-white transition-transform duration-150 hover:bg-brand-800 data-selected:z-10 data-selected:scale-110 data-selected:bg-data-300 data-selected:text-brand-950 motion-reduce:transition-none sm:size-7 sm:text-xs"
                  >
                    <span aria-hidden="true">{country.universities}</span>
                  </a>
                );
              })}
            </div>
          </div>
          <figcaption
            id="talent-map-selection"
            aria-hidden="true"
            className="mt-3 min-h-6 text-center text-sm text-muted"
          >
            Select a marker to see the country and its universities.
          </figcaption>
        </figure>

        <div className="grid gap-6 px-4 sm:grid-cols-2 sm:px-0 lg:grid-cols-1">
          {regions.map(({ id, label }) => {
            const inRegion = countries.filter((country) => country.region === id);
            if (inRegion.length === 0) return null;
            return (
              <div key={id} data-print="keep">
                <Eyebrow as="h4">{label}</Eyebrow>
                <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label={label}>
                  {inRegion.map((country) => (
                    <li
                      key={country.country}
                      id={countryRowId(country.country)}
                      className="flex items-center justify-between gap-4 px-4 py-2.5 text-sm target:bg-brand-50 print:py-1"
                    >
                      <span className="font-medium text-ink">{country.country}</span>
                      <span className="text-muted">{universities(country.universities)}</span>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
