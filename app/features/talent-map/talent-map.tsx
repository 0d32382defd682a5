import { useEffect, useRef, useState } from "react";
import { Spinner } from "~/components/ui/spinner";
import type { TalentMapData } from "~/content/talent-countries";
import { siteConfig } from "~/lib/site-config";
import { MapFallback } from "./map-fallback";
import { loadWithRetries, MAP_RETRIES, type MapStatus } from "./retry";

type AuthWindow = Window & { gm_authFailure?: () => void };

type TalentMapProps = TalentMapData & { apiKey?: string };

/**
 * Google Maps when a key is configured, the self-drawn fallback otherwise. Without a
 * key nothing is requested from Google; with one, the script loads only when the map
 * comes near the viewport.
 */
export function TalentMap({ countries, regions, apiKey = siteConfig.googleMapsApiKey }: TalentMapProps) {
  if (!apiKey) return <MapFallback countries={countries} regions={regions} reason="missing-key" />;
  return <InteractiveMap countries={countries} regions={regions} apiKey={apiKey} />;
}

function InteractiveMap({ countries, regions, apiKey }: TalentMapData & { apiKey: string }) {
  const [status, setStatus] = useState<MapStatus>("waiting");
  const frameRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const frame = frameRef.current;
    const canvas = canvasRef.current;
    if (!frame || !canvas) return;
    let stopped = false;
    let keyRejected = false;
    const authWindow = window as AuthWindow;
    const previousAuthHandler = authWindow.gm_authFailure;
    // Google calls this global when it rejects the key (after the script loaded).
    authWindow.gm_authFailure = () => {
      keyRejected = true;
      console.error("Google Maps rejected the API key; showing the fallback map.");
      if (!stopped) setStatus("error");
    };

    const start = () =>
      loadWithRetries(
        async () => {
          const { mountGoogleMap } = await import("./google-map");
          await mountGoogleMap(canvas, countries, apiKey);
        },
        (next) => {
          if (!stopped && !keyRejected) setStatus(next);
        },
        { ...MAP_RETRIES, shouldStop: () => stopped || keyRejected },
      );

    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(frame);
    return () => {
      stopped = true;
      observer.disconnect();
      authWindow.gm_authFailure = previousAuthHandler;
    };
  }, [countries, apiKey]);

  if (status === "error") return <MapFallback countries={countries} regions={regions} reason="load-failed" />;

  return (
    <div
      ref={frameRef}
      className="relative h-[26rem] overflow-hidden rounded-card border border-slate-200 bg-slate-50 shadow-card sm:h-[32rem] print:hidden"
    >
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
