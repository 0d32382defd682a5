import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { loadSiteConfig } from "./app/lib/site-config.server.ts";

// Public settings are validated here and baked into the client and prerendered pages.
const siteConfig = loadSiteConfig();

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
