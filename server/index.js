import "./production-env.js";
import { resolve } from "node:path";
import { createApp } from "./app.js";
import { loadServerConfig } from "./config.js";
import { closeLeads, initLeads } from "./leads/registry.js";

const config = loadServerConfig();
const leads = initLeads(config);
const app = await createApp({
  buildDir: resolve(process.env.BUILD_DIR ?? "build"),
  config,
  rateLimit: leads.rateLimit,
});

const server = app.listen(config.PORT, config.HOST, () => {
  const shown = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  console.log(`Mamut site listening on http://${shown}:${config.PORT}`);
});

// Finish in-flight requests, then exit; force it if a connection hangs.
/** @param {string} signal */
function shutdown(signal) {
  console.log(`${signal} received: closing the server`);
  server.close(() => {
    closeLeads();
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    server.closeAllConnections();
    closeLeads();
    process.exit(0);
  }, 10_000).unref();
}
process.once("SIGTERM", () => shutdown("SIGTERM"));
process.once("SIGINT", () => shutdown("SIGINT"));
