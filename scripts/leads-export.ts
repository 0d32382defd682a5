// `npm run leads:export -- --out leads.csv [--type contact|newsletter] [--since YYYY-MM-DD]`:
// submissions, quarantined posts (with the reason) and subscriptions as CSV.
import { chmodSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { loadServerConfig } from "../server/config.ts";
import { toCsv } from "../server/leads/csv.ts";
import { databaseLocation, openStore } from "../server/leads/store.ts";

const usage = "Usage: npm run leads:export -- --out leads.csv [--type contact|newsletter] [--since YYYY-MM-DD]";

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

let options: { type?: string; since?: string; out?: string } = {};
try {
  ({ values: options } = parseArgs({
    options: { type: { type: "string" }, since: { type: "string" }, out: { type: "string" } },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const type = options.type;
if (type !== undefined && type !== "contact" && type !== "newsletter")
  fail(`--type must be contact or newsletter, not "${type}".`);
if (options.since && (!/^\d{4}-\d{2}-\d{2}$/.test(options.since) || Number.isNaN(Date.parse(options.since)))) {
  fail(`--since must be a date like 2025-06-27, not "${options.since}".`);
}
// npm prints its own "> mamut-website@ leads:export" lines on standard output, so
// `npm run leads:export > leads.csv` would not be a clean CSV: through npm, a file is required.
if (!options.out && process.env.npm_lifecycle_event === "leads:export") {
  fail("Give the file to write with --out (npm adds its own lines to anything printed).");
}

const config = loadServerConfig();
const store = openStore(databaseLocation(config));
const { contacts, quarantined, subscriptions } = await store.exportRows({ type, since: options.since });
await store.close();

const header = [
  "type",
  "key",
  "created_at",
  "status",
  "reason",
  "name",
  "email",
  "company",
  "role",
  "message",
  "source",
  "offer",
  "confirmed_at",
  "unsubscribed_at",
];
const line = (row: Record<string, unknown>, fields: Record<string, unknown>) =>
  header.map((name) => (name in fields ? fields[name] : (row[name] ?? "")));
const rows = [
  ...contacts.map((row) => line(row, { type: "contact", key: row.lead_key, status: "received" })),
  ...quarantined.map((row) => line(row, { type: row.form, key: "", status: "quarantined" })),
  ...subscriptions.map((row) => line(row, { type: "newsletter", key: row.lead_key ?? "" })),
];
const csv = toCsv(header, rows);

if (options.out) {
  // Personal data: readable by the owner only.
  writeFileSync(options.out, csv, { mode: 0o600 });
  chmodSync(options.out, 0o600);
  console.error(`Wrote ${rows.length} row(s) to ${options.out}.`);
} else {
  process.stdout.write(csv);
}
