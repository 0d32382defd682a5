// `npm run bench:leads`: the lead pipeline under load and abuse, on the production server
// (not part of `npm test`). Each scenario starts its own server and database, on loopback,
// with a local webhook receiver and a local SMTP server. Prints a Markdown table and writes
// reports/leads-bench.json. BUILD_DIR selects the build; LEADS=n changes the burst size (1000);
// `-- --instances` runs only the scenarios with two servers on one database (leads-instances.ts),
// `-- --hostile` only the hostile requests of issue 37's reliability run (leads-hostile.ts),
// `-- --sigterm` only the SIGTERM scenarios (leads-sigterm.ts).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { buildDir, freePort, requireBuild, startServer } from "./server.ts";
import { BURST_ENV, count, lead, pageTime, post, servedAt, tally, until } from "./leads-load.ts";
import { benchHostile } from "./leads-hostile.ts";
import { benchInstances } from "./leads-instances.ts";
import { benchSigterm } from "./leads-sigterm.ts";
import { startReceiver, startSmtp } from "./leads-receivers.ts";

const BURST = Number(process.env.LEADS ?? 1000);
const rows: Array<{ defect: string; figure: string }> = [];
const record = (defect: string, figure: string) => {
  rows.push({ defect, figure });
  console.log(`${defect}: ${figure}`);
};
const secret = "bench-secret-0123456789";

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;

requireBuild();

if (process.argv.includes("--instances")) {
  await benchInstances({ burst: BURST, record });
  report();
  process.exit(0);
}
if (process.argv.includes("--sigterm")) {
  await benchSigterm({ burst: BURST, record });
  report();
  process.exit(0);
}
if (process.argv.includes("--hostile")) {
  await benchHostile({ record });
  report();
  process.exit(0);
}

/** What a scenario of `withReceivers` runs against. */
type Setup = {
  server: Awaited<ReturnType<typeof startServer>>;
  receiver: Awaited<ReturnType<typeof startReceiver>>;
  smtp: Awaited<ReturnType<typeof startSmtp>>;
};

/** A server that forwards leads to a local webhook receiver and SMTP server, for one scenario. */
async function withReceivers(
  { hang = false, env = {} }: { hang?: boolean; env?: Record<string, string> },
  run: (setup: Setup) => Promise<void>,
) {
  const hookPort = await freePort();
  const smtpPort = await freePort();
  const receiver = await startReceiver(hookPort, secret, { hang });
  const smtp = await startSmtp(smtpPort);
  const server = await startServer({
    env: {
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
      LEAD_WEBHOOK_SECRET: secret,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LEAD_NOTIFY_EMAIL: "owner@example.org",
      OUTBOX_INTERVAL_MS: "200",
      ...env,
    },
  });
  try {
    await run({ server, receiver, smtp });
  } finally {
    await server.stop();
    await receiver.close();
    await smtp.close();
  }
}

// 1. A burst of contact posts: stored once, delivered once to the webhook and to the owner's inbox.
await withReceivers({ env: BURST_ENV }, async ({ server, receiver, smtp }) => {
  await servedAt(server.origin);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: BURST }, (_, i) => post(server.origin, "/contact", lead(i))));
  const answered = (performance.now() - started) / 1000;
  const delivered = await until(() => receiver.keys.size >= BURST && smtp.inbox.length >= BURST, 180_000);
  const deliveredIn = (performance.now() - started) / 1000;
  await new Promise((done) => setTimeout(done, 1000));
  const twice = [...receiver.keys.values()].filter((n) => n > 1).length;
  const mails = new Set(smtp.inbox.map((mail) => /^Message-ID: (.*)$/im.exec(mail.body)?.[1]));
  record(
    `${BURST} concurrent contact posts`,
    `${tally(answers)} in ${answered.toFixed(1)} s (${(BURST / answered).toFixed(0)}/s); ` +
      `webhooks ${receiver.keys.size} distinct keys, ${twice} sent twice, ${receiver.badSignatures} bad signatures; ` +
      `owner e-mails ${smtp.inbox.length} (${mails.size} distinct Message-IDs); ` +
      `all delivered ${delivered ? `${deliveredIn.toFixed(1)} s` : "NOT within 180 s"} after the first post`,
  );
});

// 2. A webhook receiver that never answers does not hold up the confirmation e-mail; a
// pending address is not flooded.
await withReceivers({ hang: true, env: BURST_ENV }, async ({ server, smtp }) => {
  for (let i = 0; i < 8; i += 1) await post(server.origin, "/contact", lead(`stuck${i}`));
  const sent = performance.now();
  await post(server.origin, "/newsletter", { email: "reader@example.org" });
  const arrived = await until(() => smtp.inbox.some((mail) => mail.to === "reader@example.org"), 30_000);
  record(
    "confirmation e-mail while the webhook receiver hangs",
    arrived ? `received ${((performance.now() - sent) / 1000).toFixed(2)} s after the sign-up` : "NOT within 30 s",
  );
  for (let i = 0; i < 5; i += 1) await post(server.origin, "/newsletter", { email: "again@example.org" });
  await until(() => smtp.inbox.some((mail) => mail.to === "again@example.org"), 10_000);
  await new Promise((done) => setTimeout(done, 1000));
  record(
    "the same address signed up 5 times in a row",
    `${smtp.inbox.filter((mail) => mail.to === "again@example.org").length} confirmation e-mail(s) sent`,
  );
});

// 3. SIGTERM in the middle of a burst: fresh and kept-alive connections, directly and through nginx.
await benchSigterm({ burst: BURST, record });

// 4. A second server on a busy port, 5. TRUST_PROXY=true: how fast and how each one stops.
{
  const server = await startServer();
  const refused = async (label: string, env: Record<string, string>) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["server/index.ts"], {
      env: {
        ...process.env,
        ALLOW_PLACEHOLDERS: "true",
        BUILD_DIR: buildDir,
        HOST: "127.0.0.1",
        DATABASE_PATH: server.databasePath,
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stderr.on("data", (chunk) => (output += chunk));
    child.stdout.on("data", (chunk) => (output += chunk));
    const code = await new Promise<number | null>((done) => child.once("exit", done));
    const line = output.split("\n").find((text) => /in use|TRUST_PROXY=/.test(text)) ?? output;
    record(label, `exit ${code} after ${((performance.now() - started) / 1000).toFixed(1)} s: "${line.trim()}"`);
  };
  await refused("second server on a busy port", { PORT: new URL(server.origin).port });
  await refused("TRUST_PROXY=true", { PORT: String(await freePort()), TRUST_PROXY: "true" });
  await server.stop();
}

// 6. Abuse: a 300 MB PUT, spoofed X-Forwarded-For, open redirects, a bad Host, TRACE.
{
  const server = await startServer({ env: { TRUST_PROXY: "1", RATE_LIMIT_MAX: "10" } });
  const before = rssMb(server.pid);
  const started = performance.now();
  const put = await new Promise<number | string | undefined>((resolve) => {
    const { port } = new URL(server.origin);
    const req = request({ host: "127.0.0.1", port, path: "/contact", method: "PUT", agent: false }, (res) => {
      resolve(res.statusCode);
      req.destroy();
    });
    req.on("error", () => resolve("reset"));
    const chunk = Buffer.alloc(1024 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (sent < 300 && req.write(chunk)) sent += 1;
      if (sent < 300) req.once("drain", pump);
    };
    pump();
  });
  record(
    "PUT /contact with a 300 MB body",
    `${put} after ${(performance.now() - started).toFixed(0)} ms; server memory ${before.toFixed(0)} -> ${rssMb(server.pid).toFixed(0)} MB`,
  );
  const spoofed = await Promise.all(
    Array.from({ length: 40 }, (_, i) =>
      post(
        server.origin,
        "/newsletter",
        { email: `spoof${i}@example.org` },
        { "X-Forwarded-For": `203.0.113.${i}, 198.51.100.9` },
      ),
    ),
  );
  record("40 posts with spoofed X-Forwarded-For, TRUST_PROXY=1, limit 10", tally(spoofed));
  // A script that fetches a page and posts at once, 100 times from 100 addresses; then one that
  // makes up the page's time and one that leaves it out (and says it took its time).
  const fresh = await pageTime(server.origin);
  const fast = await Promise.all(
    Array.from({ length: 100 }, (_, i) =>
      post(server.origin, "/contact", { ...lead(`fast${i}`), served_at: fresh }, { "X-Forwarded-For": `192.0.2.${i}` }),
    ),
  );
  const forged = await post(server.origin, "/contact", { ...lead("forged"), served_at: "0.fill_ms=999999999" });
  const bare = await post(server.origin, "/contact", { ...lead("bare"), served_at: "", fill_ms: "999999999" });
  /** @param reason a LIKE pattern, without quotes */
  const quarantined = (reason: string) =>
    count(server.databasePath, `SELECT count(*) AS n FROM quarantine WHERE reason LIKE '${reason}'`);
  record(
    "100 valid posts sent as soon as the page was served",
    `${tally(fast)}; ${quarantined("sent % ms after the page was served%")} kept in quarantine as too fast, ` +
      `the others judged after more than FORM_MIN_FILL_MS in the server's queue`,
  );
  record(
    "a post with a made-up signed time, one without it (fill_ms=999999999)",
    `${tally([forged, bare])}; ${quarantined("%signed time was not signed%")} and ` +
      `${quarantined("sent without the time%")} kept in quarantine; ` +
      `${count(server.databasePath, "SELECT count(*) AS n FROM contact_submissions WHERE name IN ('Bench Visitor forged', 'Bench Visitor bare')")} stored as leads`,
  );
  const status = (path: string, headers: Record<string, string> = {}, method = "GET") =>
    new Promise<string>((resolve) => {
      const { port } = new URL(server.origin);
      const req = request({ host: "127.0.0.1", port, path, method, headers, agent: false }, (res) => {
        res.resume();
        resolve(`${res.statusCode}${res.headers.location ? ` -> ${res.headers.location}` : ""}`);
      });
      req.end();
    });
  record(
    "GET //evil.example/, /\\evil.example/, Host: a b, TRACE /, /contact/index.html",
    (
      await Promise.all([
        status("//evil.example/"),
        status("/\\evil.example/"),
        status("/", { Host: "a b" }),
        status("/", {}, "TRACE"),
        status("/contact/index.html"),
      ])
    ).join("; "),
  );
  await server.stop();
}

// 7. The hostile requests of issue 37: a replayed time, spoofed X-Forwarded-For, slow headers, ...
await benchHostile({ record });

// 8. An erase while the server runs: nothing of the person left in the files.
{
  const server = await startServer({
    env: { LEAD_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/down`, LEAD_WEBHOOK_SECRET: secret, ...BURST_ENV },
  });
  const person = { ...lead("erase"), name: "Philippa Erasmus-Quint", email: "philippa.erase@example.org" };
  for (let i = 0; i < 3; i += 1) await post(server.origin, "/contact", person);
  await post(server.origin, "/newsletter", { email: person.email });
  const files = [server.databasePath, `${server.databasePath}-wal`, `${server.databasePath}-shm`];
  const found = () =>
    files.filter((file) => existsSync(file) && readFileSync(file).includes(Buffer.from(person.email))).length;
  const before = found();
  const started = performance.now();
  const erase = spawn(process.execPath, ["scripts/leads-erase.ts", person.email], {
    env: { ...process.env, DATABASE_PATH: server.databasePath },
    stdio: "ignore",
  });
  const code = await new Promise<number | null>((done) => erase.once("exit", done));
  record(
    "npm run leads:erase while the server runs",
    `exit ${code} in ${(performance.now() - started).toFixed(0)} ms; the address was in ${before} of the 3 files ` +
      `(db, -wal, -shm), is in ${found()} after`,
  );
  await server.stop();
}

// 9. Two servers on one database, on each engine; the shared rate limit's cost.
await benchInstances({ burst: BURST, record });

report();

/** Prints the table and writes reports/leads-bench.json. */
function report() {
  mkdirSync("reports", { recursive: true });
  writeFileSync(
    "reports/leads-bench.json",
    JSON.stringify({ generatedAt: new Date().toISOString(), rows }, null, 2) + "\n",
  );
  console.log(`\n| defect | measured (${new Date().toISOString().slice(0, 10)}, loopback) |\n| --- | --- |`);
  for (const row of rows) console.log(`| ${row.defect} | ${row.figure} |`);
  console.log("\nReport: reports/leads-bench.json");
}
