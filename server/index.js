import "./production-env.js";
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildSettingsMismatch } from "../config/build-settings.js";
import { buildDirectory } from "../config/env.js";
import { createApp } from "./app.js";
import { loadServerConfig } from "./config.js";
import { closeLeads, initLeads } from "./leads/registry.js";

const config = loadServerConfig();
const buildDir = buildDirectory();
if (!existsSync(join(buildDir, "server", "index.js"))) {
  console.error(
    `\nNo production build in ${buildDir}/. Run \`npm run build\` first, or \`npm start\`, which builds.\n`,
  );
  process.exit(1);
}
// The pages were prerendered with the build's public settings (canonical links, names, e-mail
// addresses): serving them under other settings would publish the old values without a warning.
const mismatch = buildSettingsMismatch(buildDir, config.siteSettings);
if (mismatch) {
  console.error(
    `\n${mismatch}\nPublic settings are baked into the pages at build time. Rebuild with the settings this server has:\n` +
      `  npm run build    (or \`npm start\`, which rebuilds by itself when they differ)\n`,
  );
  process.exit(1);
}

const leads = initLeads(config);
const app = await createApp({
  buildDir: resolve(buildDir),
  config,
  rateLimit: leads.rateLimit,
});

const server = app.listen(config.PORT, config.HOST, () => {
  const shown = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
  console.log(`${config.site.siteName} site listening on http://${shown}:${config.PORT}`);
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
