import { useCallback, useEffect, useRef, useState } from "react";
import { Spinner } from "~/components/ui/spinner";
import type { TalentMapData } from "~/content/talent-countries";
import { MapFallback } from "./map-fallback";
import { loadWithRetries, MAP_RETRIES, type MapStatus } from "./retry";

type AuthWindow = Window & { gm_authFailure?: () => void };

/** The server's maps settings (app/routes/maps-config.json.ts): an empty key means none. */
export type MapsConfig = { apiKey: string; mapId: string };

export async function fetchMapsConfig(): Promise<MapsConfig> {
  const response = await fetch("/maps-config.json", { cache: "no-store" });
  if (!response.ok) throw new Error(`/maps-config.json answered ${response.status}`);
  return (await response.json()) as MapsConfig;
}

type Phase =
  { name: "unknown" } | { name: "missing-key" } | { name: "load-failed" } | { name: "interactive"; config: MapsConfig };

type TalentMapProps = TalentMapData & { loadConfig?: () => Promise<MapsConfig> };

/**
 * The self-drawn map (also the prerendered page and the page without JavaScript) until the map
 * comes near the viewport; then the server says whether it has a maps key. With one, Google's
 * map is drawn over it, in the same box (its script loads only then); without one, or when
 * loading fails, the drawn map stays with SPEC's warning. Without a key nothing is requested
 * from Google.
 */
export function TalentMap({ countries, regions, loadConfig = fetchMapsConfig }: TalentMapProps) {
  const [phase, setPhase] = useState<Phase>({ name: "unknown" });
  const frameRef = useRef<HTMLDivElement>(null);
  const failed = useCallback(() => setPhase({ name: "load-failed" }), []);

  const waiting = phase.name === "unknown";
  useEffect(() => {
    const frame = frameRef.current;
    if (!waiting || !frame) return;
    let stopped = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadConfig().then(
          (config) => !stopped && setPhase(config.apiKey ? { name: "interactive", config } : { name: "missing-key" }),
          (error: unknown) => {
            console.error("The maps settings could not be loaded; showing the drawn map.", error);
            if (!stopped) setPhase({ name: "load-failed" });
          },
        );
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(frame);
    return () => {
      stopped = true;
      observer.disconnect();
    };
  }, [waiting, loadConfig]);

  return (
    <div ref={frameRef}>
      <MapFallback
        countries={countries}
        regions={regions}
        note={phase.name === "missing-key" || phase.name === "load-failed" ? phase.name : "about"}
        overlay={
          phase.name === "interactive" ? (
            <InteractiveMap countries={countries} config={phase.config} onFailed={failed} />
          ) : undefined
        }
      />
    </div>
  );
}

type InteractiveMapProps = Pick<TalentMapData, "countries"> & { config: MapsConfig; onFailed: () => void };

function InteractiveMap({ countries, config, onFailed }: InteractiveMapProps) {
  const [status, setStatus] = useState<MapStatus>("waiting");
  const canvasRef = useRef<HTMLDivElement>(null);
  const { apiKey, mapId } = config;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let stopped = false;
    let keyRejected = false;
    const authWindow = window as AuthWindow;
    const previousAuthHandler = authWindow.gm_authFailure;
    // Google calls this global when it rejects the key (after the script loaded).
    authWindow.gm_authFailure = () => {
      keyRejected = true;
      console.error("Google Maps rejected the API key; showing the fallback map.");
      if (!stopped) onFailed();
    };

    void loadWithRetries(
      async () => {
        const { mountGoogleMap } = await import("./google-map");
        await mountGoogleMap(canvas, countries, apiKey, mapId);
      },
      (next) => {
        if (stopped || keyRejected) return;
        if (next === "error") onFailed();
        else setStatus(next);
      },
      { ...MAP_RETRIES, shouldStop: () => stopped || keyRejected },
    );
    return () => {
      stopped = true;
      authWindow.gm_authFailure = previousAuthHandler;
    };
  }, [countries, apiKey, mapId, onFailed]);

  return (
    // Over the drawn map, in its box: nothing around it moves when Google's map appears.
    <div className="absolute inset-0 overflow-hidden rounded-2xl bg-slate-50 print:hidden">
      <div
        ref={canvasRef}
        className="absolute inset-0"
        role="region"
        aria-label="Interactive map of the talent network"
      />
      {status !== "ready" && (
        <div className="absolute inset-0 flex items-center justify-center bg-slate-50">
          <Spinner label="Loading interactive map..." />
        </div>
      )}
    </div>
  );
}
