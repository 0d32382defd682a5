import "./production-env.ts";
import { existsSync } from "node:fs";
import { type RequestListener, createServer } from "node:http";
import { join } from "node:path";
import { buildSettingsMismatch } from "../config/build-settings.ts";
import { buildDirectory } from "../config/env.ts";
import { guestBookingWarning } from "../config/site.ts";
import { createApp } from "./app.ts";
import { loadServerConfig, startPlaceholderCheck } from "./config.ts";
import { guardConnections, serverOptions, uncappedPeers } from "./connections.ts";
import { answerConnect } from "./http-guards.ts";
import { type Leads, closeLeads, initLeads, startLeads } from "./leads/registry.ts";
import { databaseOpenFailure, listenFailure } from "./start-errors.ts";
import { drainable, listen } from "./shutdown.ts";

const config = loadServerConfig();
// In the project folder, whatever folder the server was started from.
const buildDir = buildDirectory();
if (!existsSync(join(buildDir, "server", "index.js"))) {
  console.error(
    `\nNo production build in ${buildDir}/. Run \`npm run build\` first, or \`npm start\`, which builds.\n`,
  );
  process.exit(1);
}
// A placeholder first: it is what the owner has to set, whatever the build was made with.
const placeholders = startPlaceholderCheck(config);
if (placeholders.refusal) {
  console.error(`\n${placeholders.refusal}\n`);
  process.exit(1);
}
if (placeholders.warning) console.warn(placeholders.warning);

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

let leads: Leads;
try {
  leads = initLeads(config);
} catch (error) {
  console.error(databaseOpenFailure(error, config));
  process.exit(1);
}
let appLoaded: (listener: RequestListener) => void = () => {};
const loading = new Promise<RequestListener>((resolve) => (appLoaded = resolve));
// The port is taken before the pages are loaded (seconds of compression), so a second copy
// on a busy port stops at once; a request that comes meanwhile waits for the app.
let handle: RequestListener = (req, res) => void loading.then((listener) => listener(req, res));
// Time limits for slow or idle clients, a cap per client, Node's own answers with the security headers.
const server = createServer(serverOptions(), (req, res) => handle(req, res));
guardConnections(server, { uncapped: uncappedPeers(config.TRUST_PROXY) });
server.on("connect", answerConnect);
const drain = drainable(server);

try {
  await listen(server, config.PORT, config.HOST);
} catch (error) {
  // Before the outbox starts: a second copy on a busy port must not deliver anything.
  console.error(listenFailure(error, config));
  await closeLeads(leads);
  process.exit(1);
}
try {
  await leads.store.ready();
} catch (error) {
  // PostgreSQL down or refusing us: say so and stop, so a supervisor restarts the server later.
  console.error(`The lead database cannot be reached: ${error instanceof Error ? error.message : String(error)}`);
  await closeLeads(leads);
  process.exit(1);
}
let stopping = false;
const { listener } = await createApp({
  buildDir,
  config,
  rateLimit: leads.rateLimit,
  leads,
  stopping: () => stopping,
});
appLoaded(listener);
handle = listener;
const shown = config.HOST === "0.0.0.0" ? "localhost" : config.HOST;
console.log(`${config.site.siteName} site listening on http://${shown}:${config.PORT}`);
// The podcast's guest call on the sales scheduler is a choice the owner should make knowingly.
const guestBooking = config.NODE_ENV === "production" ? guestBookingWarning(config.siteSettings) : undefined;
if (guestBooking) console.warn(guestBooking);
await startLeads(leads);

// Stop accepting, answer every request already sent, finish the deliveries in flight,
// then close the database.
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: finishing open requests`);
  const clean = await drain.drain();
  if (!clean) console.error("shutdown: requests still open after 25 s were cut");
  await closeLeads(leads);
  console.log("shutdown: done");
  process.exit(clean ? 0 : 1);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
