import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { reloadOnceForNewBuild } from "./lib/chunk-reload";
import { hydrateHeldControlsFirst, type HydrationRoot } from "./lib/first-input";

// Vite reports a failed preload of a lazy chunk here (e.g. after a deploy).
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForNewBuild()) event.preventDefault();
});

startTransition(() => {
  const root = hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  hydrateHeldControlsFirst(root as typeof root & HydrationRoot);
});
