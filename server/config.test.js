import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { SERVER_SETTINGS, parseServerConfig } from "./config.js";

test("TRUST_PROXY takes a hop count or the proxies' addresses", () => {
  expect(parseServerConfig({}).TRUST_PROXY).toBe(0);
  expect(parseServerConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
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
