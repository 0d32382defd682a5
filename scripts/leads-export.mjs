// `npm run leads:export [-- --type contact|newsletter] [--since YYYY-MM-DD]`: submissions as CSV on stdout.
import { parseArgs } from "node:util";
import { loadServerConfig } from "../server/config.js";
import { toCsv } from "../server/leads/csv.js";
import { openStore } from "../server/leads/store.js";

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`${message}\nUsage: npm run leads:export -- [--type contact|newsletter] [--since YYYY-MM-DD]`);
  process.exit(2);
}

/** @type {{ type?: string; since?: string }} */
let options = {};
try {
  ({ values: options } = parseArgs({ options: { type: { type: "string" }, since: { type: "string" } } }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (options.type && !["contact", "newsletter"].includes(options.type))
  fail(`--type must be contact or newsletter, not "${options.type}".`);
if (options.since && (!/^\d{4}-\d{2}-\d{2}$/.test(options.since) || Number.isNaN(Date.parse(options.since)))) {
  fail(`--since must be a date like 2025-06-27, not "${options.since}".`);
}

const config = loadServerConfig();
const store = openStore(config.DATABASE_PATH);
const { contacts, subscriptions } = store.exportRows({
  type: /** @type {"contact" | "newsletter" | undefined} */ (options.type),
  since: options.since,
});
store.close();

const header = [
  "type",
  "id",
  "created_at",
  "name",
  "email",
  "company",
  "role",
  "message",
  "source",
  "status",
  "confirmed_at",
  "unsubscribed_at",
];
const rows = [
  ...contacts.map((row) => [
    "contact",
    row.id,
    row.created_at,
    row.name,
    row.email,
    row.company,
    row.role,
    row.message,
    row.source,
    "",
    "",
    "",
  ]),
  ...subscriptions.map((row) => [
    "newsletter",
    row.id,
    row.created_at,
    "",
    row.email,
    "",
    "",
    "",
    "",
    row.status,
    row.confirmed_at,
    row.unsubscribed_at,
  ]),
];
process.stdout.write(toCsv(header, rows));
