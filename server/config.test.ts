import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { SERVER_SETTINGS, parseServerConfig, startPlaceholderCheck } from "./config.ts";

test("TRUST_PROXY takes the proxies' addresses, or a hop count on a server that listens on loopback only", () => {
  expect(parseServerConfig({}).TRUST_PROXY).toBe(0);
  expect(parseServerConfig({ TRUST_PROXY: "2", HOST: "127.0.0.1" }).TRUST_PROXY).toBe(2);
  for (const host of ["localhost", "::1", "[::1]", "127.0.0.2"]) {
    expect(parseServerConfig({ TRUST_PROXY: "1", HOST: host }).TRUST_PROXY, host).toBe(1);
  }
  expect(parseServerConfig({ TRUST_PROXY: "loopback,uniquelocal" }).TRUST_PROXY).toEqual(["loopback", "uniquelocal"]);
  expect(parseServerConfig({ TRUST_PROXY: "loopback, 10.0.0.0/8, 2001:db8::/32, 192.0.2.7" }).TRUST_PROXY).toEqual([
    "loopback",
    "10.0.0.0/8",
    "2001:db8::/32",
    "192.0.2.7",
  ]);
});

test("TRUST_PROXY=true and other bad values stop start-up with a message that names the variable", () => {
  expect(() => parseServerConfig({ TRUST_PROXY: "true" })).toThrow(
    /TRUST_PROXY="true": "true" would believe any X-Forwarded-For/,
  );
  for (const bad of ["yes", "10.0.0.0/33", "1.2.3", "loopback,", "11"]) {
    expect(() => parseServerConfig({ TRUST_PROXY: bad }), bad).toThrow(
      /^Invalid server configuration:\n {2}TRUST_PROXY=/,
    );
  }
});

test("a hop count on a server others can reach stops start-up, naming TRUST_PROXY, HOST and the address form", () => {
  for (const host of [undefined, "0.0.0.0", "::", "10.0.0.7", "www.mamut.io"]) {
    expect(() => parseServerConfig({ TRUST_PROXY: "1", HOST: host }), host).toThrow(
      new RegExp(
        `^Invalid server configuration:\\n {2}TRUST_PROXY="1": a count believes the X-Forwarded-For of anyone who reaches the server, and HOST="${(host ?? "0.0.0.0").replace(/\./g, "\\.")}" .*uniquelocal.*HOST=127\\.0\\.0\\.1`,
      ),
    );
  }
  expect(parseServerConfig({ TRUST_PROXY: "0", HOST: "0.0.0.0" }).TRUST_PROXY).toBe(0);
});

test("the owner's notification address defaults to CONTACT_EMAIL, and a bad one is refused by name", () => {
  expect(parseServerConfig({}).LEAD_NOTIFY_EMAIL).toBe("hello@example.com");
  expect(parseServerConfig({ CONTACT_EMAIL: "sales@mamut.io" }).LEAD_NOTIFY_EMAIL).toBe("sales@mamut.io");
  expect(
    parseServerConfig({ CONTACT_EMAIL: "sales@mamut.io", LEAD_NOTIFY_EMAIL: "crm@mamut.io" }).LEAD_NOTIFY_EMAIL,
  ).toBe("crm@mamut.io");
  expect(() => parseServerConfig({ LEAD_NOTIFY_EMAIL: "owner" })).toThrow(/LEAD_NOTIFY_EMAIL="owner"/);
});

test(".env.example lists every setting the server reads", () => {
  const example = readFileSync(".env.example", "utf8");
  const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
  expect(SERVER_SETTINGS.filter((name) => !listed.has(name))).toEqual([]);
});

test("DATABASE_URL takes a PostgreSQL URL, and anything else is refused by name", () => {
  expect(parseServerConfig({}).DATABASE_URL).toBe("");
  const url = "postgresql://mamut:secret@db:5432/mamut";
  expect(parseServerConfig({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
  for (const bad of ["mysql://db/mamut", "./data/site.db", "postgres://"]) {
    expect(() => parseServerConfig({ DATABASE_URL: bad }), bad).toThrow(/DATABASE_URL=.*must be a postgres:\/\//);
  }
});

test("bad private settings are named without their passwords, secrets or token paths", () => {
  const run = () =>
    parseServerConfig({
      SMTP_URL: "ftp://mailer:hunter2@smtp.mamut.io",
      DATABASE_URL: "mysql://leads:s3cret@db/leads",
      LEAD_WEBHOOK_URL: "https://hooks.mamut.io/catch/T0KEN",
      LEAD_WEBHOOK_SECRET: "short",
    });
  expect(run).toThrow(/SMTP_URL="ftp:\/\/mailer:\*\*\*\*@smtp\.mamut\.io"/);
  expect(run).toThrow(/DATABASE_URL="mysql:\/\/leads:\*\*\*\*@db\/\.\.\." \(the rest hidden\)/);
  expect(run).toThrow(/LEAD_WEBHOOK_SECRET=\(hidden, 5 characters\): must be at least 16 characters/);
  try {
    run();
  } catch (error) {
    for (const secret of ["hunter2", "s3cret", "T0KEN", '"short"']) expect(String(error)).not.toContain(secret);
  }
});

test("a production start checks the public settings, and the mail sender and recipient when mail is on", () => {
  const real = {
    SITE_URL: "https://www.mamut.io",
    CONTACT_EMAIL: "hello@mamut.io",
    PRIVACY_EMAIL: "privacy@mamut.io",
    DPO_EMAIL: "dpo@mamut.io",
    BOOKING_URL_30: "https://cal.mamut.io/30",
    BOOKING_URL_45: "https://cal.mamut.io/45",
    COMPANY_PROFILE_URL: "https://www.linkedin.com/company/mamut",
    FOUNDER_PROFILE_URL: "https://www.linkedin.com/in/founder",
    PODCAST_VIDEO_URL: "https://www.youtube.com/@healthtechheroes",
    PODCAST_AUDIO_URL: "https://podcasts.apple.com/podcast/healthtech-heroes",
    PODCAST_NETWORK_URL: "https://www.linkedin.com/company/healthtech-heroes",
  };
  expect(startPlaceholderCheck(parseServerConfig(real))).toEqual({});
  // MAIL_FROM's default is a placeholder: it matters once mail is sent.
  const mail = startPlaceholderCheck(parseServerConfig({ ...real, SMTP_URL: "smtps://u:p@smtp.mamut.io" }));
  expect(mail.refusal).toContain('MAIL_FROM="Mamut <no-reply@example.com>"');
  const defaults = startPlaceholderCheck(parseServerConfig({}));
  expect(defaults.refusal).toContain("CONTACT_EMAIL=");
  expect(startPlaceholderCheck(parseServerConfig({ ALLOW_PLACEHOLDERS: "true" })).warning).toMatch(/^warning: /);
});

test("the unconfirmed sign-ups' retention is a public setting: the server purges with the number the privacy policy states", () => {
  expect(parseServerConfig({}).NEWSLETTER_RETENTION_DAYS).toBe(30);
  const config = parseServerConfig({ NEWSLETTER_RETENTION_DAYS: "14" });
  expect(config.NEWSLETTER_RETENTION_DAYS).toBe(14);
  // What the build bakes into the policy, and what a server compares with its build's settings.
  expect(config.site.newsletterRetentionDays).toBe(14);
  expect(config.siteSettings.NEWSLETTER_RETENTION_DAYS).toBe(14);
  expect(() => parseServerConfig({ NEWSLETTER_RETENTION_DAYS: "0" })).toThrow(
    /^Invalid site configuration:\n {2}NEWSLETTER_RETENTION_DAYS="0"/,
  );
});

test("MAIL_FROM is an e-mail address, alone or with a name, and SMTP_URL an smtp:// or smtps:// URL, each named", () => {
  for (const good of ["hello@mamut.io", "Mamut <hello@mamut.io>", '"Mamut, Inc." <hello@mamut.io>']) {
    expect(parseServerConfig({ MAIL_FROM: good }).MAIL_FROM, good).toBe(good);
  }
  for (const bad of ["bogus", "Mamut <bogus>", "hello@", "Mamut hello@mamut.io"]) {
    expect(() => parseServerConfig({ MAIL_FROM: bad }), bad).toThrow(
      new RegExp(`MAIL_FROM="${bad}": must be an e-mail address`),
    );
  }
  for (const good of ["smtp://smtp.mamut.io:587", "smtps://user:pass@smtp.mamut.io"]) {
    expect(parseServerConfig({ SMTP_URL: good }).SMTP_URL).toBe(good);
  }
  for (const bad of ["smtp.mamut.io", "https://smtp.mamut.io", "bogus"]) {
    expect(() => parseServerConfig({ SMTP_URL: bad }), bad).toThrow(
      /SMTP_URL=.*: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  }
});
