// Development only (`npm run dev`, loaded by app/root.tsx before any island): React Router's Vite
// plugin adds React Refresh to the islands' components, and each of them checks for the preamble
// that React Router's own <Scripts /> would load; no page loads that client (decision 011). This is
// the preamble's documented contract (Vite's backend integration guide) without the refresh
// runtime, whose module React Router does not expose: so an edit reloads the page instead of
// patching the island in place.
Object.assign(window, {
  $RefreshReg$: () => {},
  $RefreshSig$: () => (type: unknown) => type,
  __vite_plugin_react_preamble_installed__: true,
});
import.meta.hot?.on("vite:afterUpdate", () => location.reload());
