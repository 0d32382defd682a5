import { expect, test } from "vitest";
import { databaseOpenFailure, listenFailure } from "./start-errors.ts";

const failure = (code: string, message: string) => Object.assign(new Error(message), { code });
const config = { PORT: 3000, HOST: "web.internal", DATABASE_PATH: "/srv/data/site.db", DATABASE_URL: "" };

test("each way of failing to listen is one line that names the setting to change", () => {
  expect(listenFailure(failure("ENOTFOUND", "getaddrinfo ENOTFOUND web.internal"), config)).toBe(
    'HOST="web.internal" is not a name this machine can resolve (ENOTFOUND): set HOST to an address of this machine, e.g. 0.0.0.0 (every interface) or 127.0.0.1.',
  );
  expect(listenFailure(failure("EADDRNOTAVAIL", "listen EADDRNOTAVAIL"), config)).toMatch(
    /^HOST="web.internal" is not an address of this machine: set HOST/,
  );
  expect(listenFailure(failure("EADDRINUSE", "listen EADDRINUSE"), config)).toBe(
    "port 3000 is in use (web.internal): is the site already running?",
  );
  expect(listenFailure(failure("EACCES", "listen EACCES"), config)).toMatch(
    /^port 3000 needs more privileges.*set PORT/,
  );
  for (const error of [failure("EAI_AGAIN", "x"), failure("EOTHER", "something odd"), "a string"]) {
    expect(listenFailure(error, config)).not.toContain("\n");
  }
});

test("a database file that cannot be opened is one line naming DATABASE_PATH and the cause", () => {
  const line = databaseOpenFailure(failure("EACCES", "EACCES: permission denied, mkdir '/srv/data'"), config);
  expect(line).toBe(
    `DATABASE_PATH="/srv/data/site.db" cannot be opened (EACCES: permission denied, mkdir '/srv/data'): give a file in a folder this user can write, or set DATABASE_URL.`,
  );
  expect(databaseOpenFailure(new Error("bad"), { ...config, DATABASE_URL: "postgres://u:pw@db/x" })).not.toContain(
    "pw",
  );
});
