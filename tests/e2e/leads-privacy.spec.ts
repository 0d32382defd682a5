import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "./support/test";
import { count, exportCsv, freshDatabasePath, postForm, startServer, testPort, validContact } from "./support/leads";

// The owner's tools on a database a running server holds open, as the README documents them.
test.describe.configure({ mode: "serial" });

/** `npm run <script> -- args` exactly as the README writes it. */
function npmRun(script: string, args: string[], databasePath: string) {
  return spawnSync("npm", ["run", script, "--", ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
  });
}

test("the README's export command writes a clean CSV file, readable by the owner only", async () => {
  const databasePath = freshDatabasePath();
  const server = await startServer(testPort(30), { DATABASE_PATH: databasePath });
  try {
    await postForm(server.url, "/contact", {
      ...validContact("export"),
      company: "=cmd|' /C calc'!A0",
      role: "Bob;=1+1",
      message: "Opened in a tab-delimited import:\t=1+1",
    });
  } finally {
    await server.stop();
  }
  const out = join(dirname(databasePath), "leads.csv");
  const run = npmRun("leads:export", ["--out", out, "--type", "contact"], databasePath);
  expect(run.status, run.stderr).toBe(0);
  const csv = readFileSync(out, "utf8");
  expect(csv.split("\r\n")[0]).toBe(
    "type,key,created_at,status,reason,name,email,company,role,message,source,offer,confirmed_at,unsubscribed_at",
  );
  expect(csv.split("\r\n")[1]).toMatch(/^contact,contact_[0-9a-f-]{36},/);
  expect(csv).toContain("'=cmd|' /C calc'!A0");
  // Quoted, so a semicolon- or tab-delimited import keeps each in its cell instead of starting a formula.
  expect(csv).toContain('"Bob;=1+1"');
  expect(csv).toContain('"Opened in a tab-delimited import:\t=1+1"');
  expect((statSync(out).mode & 0o777).toString(8)).toBe("600");

  // Without --out, npm's own lines would end up in the file: the command refuses and says why.
  const bare = npmRun("leads:export", [], databasePath);
  expect(bare.status).toBe(2);
  expect(bare.stderr).toContain("--out");
  expect(exportCsv(["--since", "2999-01-01"], databasePath).trim().split("\n")).toHaveLength(1);
});

test("after an erase the person is nowhere in the database, its WAL or its shared memory", async () => {
  const databasePath = freshDatabasePath();
  const person = {
    ...validContact("erase"),
    name: "Philippa Erasmus-Quint",
    message: "Our secret expansion plan for the Nordics in Q3.",
  };
  // Webhook and SMTP receivers that are down: the messages about the person stay in the outbox.
  const server = await startServer(testPort(31), {
    DATABASE_PATH: databasePath,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${testPort(32)}/hook`,
    LEAD_WEBHOOK_SECRET: "test-secret-0123456789",
    SMTP_URL: `smtp://127.0.0.1:${testPort(33)}`,
    OUTBOX_RETRY_BASE_MS: "100000",
  });
  try {
    for (let i = 0; i < 3; i += 1) expect((await postForm(server.url, "/contact", person)).status).toBe(200);
    await postForm(server.url, "/contact", { ...person, website: "http://spam.example" });
    await postForm(server.url, "/newsletter", { email: person.email });
    await postForm(server.url, "/contact", validContact("stays"));
    // The sign-up's confirmation e-mail is queued a moment after the answer.
    await expect
      .poll(() => count(databasePath, "SELECT count(*) AS n FROM outbox WHERE subject_email = ?", person.email))
      .toBe(7);

    // The owner erases while the server runs, as a privacy request would be handled.
    const erased = execFileSync("npm", ["run", "leads:erase", "--", person.email], {
      env: { ...process.env, DATABASE_PATH: databasePath },
      encoding: "utf8",
    });
    expect(erased).toContain(
      "3 contact submission(s), 1 newsletter subscription(s), 1 quarantined post(s), 7 queued or delivered message(s)",
    );
    for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`].filter(existsSync)) {
      const bytes = readFileSync(file);
      for (const secret of [person.email, person.name, person.message, "Erasmus"]) {
        expect(bytes.includes(Buffer.from(secret)), `${secret} in ${file}`).toBe(false);
      }
    }
    expect(exportCsv([], databasePath)).toContain(validContact("stays").name);
    // The server goes on storing leads in the same file.
    expect((await postForm(server.url, "/contact", validContact("after"))).status).toBe(200);
    expect(count(databasePath, "SELECT count(*) AS n FROM contact_submissions")).toBe(2);
  } finally {
    await server.stop();
  }
});

test("no log line holds a visitor's address, name or message, and mail without SMTP logs its links", async () => {
  const databasePath = freshDatabasePath();
  const person = { ...validContact("logs"), name: "Octavia Logsdon-Vale", message: "Our plan for the Baltics in Q4." };
  // No SMTP: e-mails are logged, not sent; every request and refusal is logged too.
  const server = await startServer(testPort(35), { DATABASE_PATH: databasePath, LOG_REQUESTS: "true", SMTP_URL: "" });
  try {
    expect((await postForm(server.url, "/contact", person)).status).toBe(200);
    await postForm(server.url, "/contact", { ...person, email: "not an address" });
    await postForm(server.url, "/newsletter", { email: person.email });
    const encoded = encodeURIComponent(person.email);
    await fetch(`${server.url}/blog?email=${encoded}&name=${encodeURIComponent(person.name)}&utm_source=mail`);
    await fetch(`${server.url}/${person.email}`);
    await expect
      .poll(() => count(databasePath, "SELECT count(*) AS n FROM outbox WHERE status = 'logged'"))
      .toBeGreaterThan(0);
    const log = server.log();
    // The owner can still confirm the sign-up from the log, as a subscriber would from the e-mail.
    expect(log).toMatch(
      /mail \(no SMTP_URL set, not sent\): <[^>]+>; its links: https?:\/\/\S+\/newsletter\/confirm\?token=/,
    );
    expect(log).toContain("GET /blog?email=[redacted]&name=[redacted]&utm_source=mail 200");
    for (const secret of [person.email, encoded, person.name, "Logsdon", person.message, "Baltics"]) {
      expect(log, secret).not.toContain(secret);
    }
  } finally {
    await server.stop();
  }
});

test("the database and its WAL are created readable by the server's user only", async () => {
  const databasePath = freshDatabasePath();
  const server = await startServer(testPort(34), { DATABASE_PATH: databasePath });
  try {
    await postForm(server.url, "/newsletter", { email: "mode@example.org" });
    for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`]) {
      expect((statSync(file).mode & 0o777).toString(8), file).toBe("600");
    }
  } finally {
    await server.stop();
  }
});
