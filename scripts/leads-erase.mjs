// `npm run leads:erase -- someone@example.org`: deletes everything stored about a person.
import { loadServerConfig } from "../server/config.js";
import { openStore } from "../server/leads/store.js";

const email = process.argv[2]?.trim();
if (!email || !email.includes("@")) {
  console.error("Usage: npm run leads:erase -- someone@example.org");
  process.exit(2);
}
const config = loadServerConfig();
const store = openStore(config.DATABASE_PATH);
const removed = store.erase(email);
store.close();
console.log(
  `Erased ${email}: ${removed.contacts} contact submission(s), ${removed.newsletter} newsletter subscription(s), ${removed.outbox} queued message(s).`,
);
