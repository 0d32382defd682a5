// `npm run dev`: Vite's dev server (hot reload) inside Express, with the same services in the
// load context as in production (server/index.ts), so the forms work while developing.
import express from "express";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { loadServerConfig } from "./config.ts";
import { closeLeads, initLeads, startLeads } from "./leads/registry.ts";
import { reactRouterHandler } from "./react-router.ts";

const config = loadServerConfig();
// Vite's usual port unless PORT is set, so the production server can run beside it.
const port = process.env.PORT ? config.PORT : 5173;
const leads = initLeads(config);
await startLeads(leads);

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;

const app = express();
app.use(vite.middlewares);
app.use(
  reactRouterHandler(build, {
    mode: "development",
    siteUrl: config.SITE_URL,
    mapsEnabled: config.maps.apiKey !== "",
    services: { leads, maps: config.maps },
    signForms: leads.formTime.addTo,
    finish: false,
  }),
);
const server = app.listen(port, config.HOST, () => console.log(`development server on http://localhost:${port}`));

async function stop() {
  server.close();
  await vite.close();
  await closeLeads(leads);
  process.exit(0);
}
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
