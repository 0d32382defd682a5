// `npm run leads:erase -- someone@example.org`: deletes everything stored about a person.
import { loadServerConfig } from "../server/config.ts";
import { databaseLocation, openStore } from "../server/leads/store.ts";

const email = process.argv[2]?.trim();
if (!email || !email.includes("@")) {
  console.error("Usage: npm run leads:erase -- someone@example.org");
  process.exit(2);
}
const config = loadServerConfig();
const store = openStore(databaseLocation(config));
const removed = await store.erase(email);
await store.close();
console.log(
  `Erased ${email}: ${removed.contacts} contact submission(s), ${removed.newsletter} newsletter subscription(s), ` +
    `${removed.quarantined} quarantined post(s), ${removed.outbox} queued or delivered message(s).`,
);
if (!removed.filesRewritten) {
  // SQLite: a reader kept the write-ahead log busy; its old pages may still hold the rows until it is emptied.
  console.error("The database's write-ahead log could not be emptied just now; run the same command again.");
  process.exit(1);
}
