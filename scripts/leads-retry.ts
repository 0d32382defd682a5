// `npm run leads:retry`: lists the deliveries that gave up, until they are purged
// (OUTBOX_RETENTION_DAYS after they failed); `-- --failed` queues all of them again, `-- <key>`
// one message (its Idempotency-Key). The running server sends them.
import { parseArgs } from "node:util";
import { loadServerConfig } from "../server/config.ts";
import { databaseLocation, openStore } from "../server/leads/store.ts";

const usage = "Usage: npm run leads:retry [-- --failed | -- <key>]";
let args: { values: { failed?: boolean }; positionals: string[] } = { values: {}, positionals: [] };
try {
  args = parseArgs({ options: { failed: { type: "boolean" } }, allowPositionals: true });
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  process.exit(2);
}
const [key, ...extra] = args.positionals;
if (extra.length > 0 || (key && args.values.failed)) {
  console.error(usage);
  process.exit(2);
}

const config = loadServerConfig();
/** The day a failed message is purged (it holds the person's details), OUTBOX_RETENTION_DAYS after it failed. */
const purgeDay = (failedAt: string | null) =>
  new Date(Date.parse(failedAt ?? new Date().toISOString()) + config.OUTBOX_RETENTION_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
const store = openStore(databaseLocation(config));
try {
  if (args.values.failed || key) {
    const queued = await store.retry(key ? { key } : { all: true });
    if (key && queued === 0) {
      console.error(`No message has the key ${key}. \`npm run leads:retry\` lists the failed ones.`);
      process.exitCode = 1;
    } else {
      console.log(`Queued ${queued} message(s) again; the running server delivers them within a few seconds.`);
    }
  } else {
    const { total, messages } = await store.failed(50);
    if (total === 0) console.log("No delivery has failed for good.");
    for (const message of messages) {
      console.log(
        `${message.key}  ${message.kind}  ${message.attempts} attempts  ${message.createdAt}  ` +
          `deleted after ${purgeDay(message.failedAt)}  ${message.lastError ?? ""}`,
      );
    }
    if (total > messages.length) console.log(`... and ${total - messages.length} more.`);
    if (total > 0) console.log(`\nRetry them all: npm run leads:retry -- --failed; one: npm run leads:retry -- <key>`);
  }
} finally {
  await store.close();
}
