import "./production-env.js";
import { createServer } from "node:http";
import { resolve } from "node:path";
import { createApp } from "./app.js";
import { loadServerConfig } from "./config.js";
import { closeLeads, initLeads, startLeads } from "./leads/registry.js";
import { drainable, listen } from "./shutdown.js";

const config = loadServerConfig();
const leads = initLeads(config);
const app = await createApp({
  buildDir: resolve(process.env.BUILD_DIR ?? "build"),
  config,
  rateLimit: leads.rateLimit,
});
const server = createServer(app);
const drain = drainable(server);

try {
  await listen(server, config.PORT, config.HOST);
} catch (error) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  // Before the outbox starts: a second copy on a busy port must not deliver anything.
  if (code === "EADDRINUSE")
    console.error(`port ${config.PORT} is in use (${config.HOST}): is the site already running?`);
  else if (code === "EACCES") console.error(`port ${config.PORT} needs more privileges than this process has.`);
  else console.error(error);
  await closeLeads();
  process.exit(1);
}
const shown = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
console.log(`Mamut site listening on http://${shown}:${config.PORT}`);
await startLeads(leads);

// Stop accepting, answer every request already sent, finish the deliveries in flight,
// then close the database.
/** @param {string} signal */
async function shutdown(signal) {
  console.log(`${signal} received: finishing open requests`);
  const clean = await drain.drain();
  if (!clean) console.error("shutdown: requests still open after 25 s were cut");
  await closeLeads();
  console.log("shutdown: done");
  process.exit(clean ? 0 : 1);
}
process.once("SIGTERM", () => void shutdown("SIGTERM"));
process.once("SIGINT", () => void shutdown("SIGINT"));
