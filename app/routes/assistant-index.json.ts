import { buildAssistantIndex } from "~/features/assistant/build-index.server";

// Prerendered at build time to /assistant-index.json; the assistant fetches it on first open.
export function loader() {
  return new Response(JSON.stringify(buildAssistantIndex()), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
}
