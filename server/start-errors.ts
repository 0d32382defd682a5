/*
 * What the server says when it cannot start: one line naming the setting to change, never a
 * stack trace (the owner reads these in a service manager's log).
 */

function describe(error: unknown) {
  return error instanceof Error ? error.message : String(error);
}

/** The port or the address could not be taken. */
export function listenFailure(error: unknown, { PORT, HOST }: { PORT: number; HOST: string }) {
  const code = typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
  if (code === "EADDRINUSE") return `port ${PORT} is in use (${HOST}): is the site already running?`;
  if (code === "EACCES") return `port ${PORT} needs more privileges than this process has: set PORT to 1024 or above.`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_FAIL")
    return `HOST=${JSON.stringify(HOST)} is not a name this machine can resolve (${code}): set HOST to an address of this machine, e.g. 0.0.0.0 (every interface) or 127.0.0.1.`;
  if (code === "EADDRNOTAVAIL")
    return `HOST=${JSON.stringify(HOST)} is not an address of this machine: set HOST to one of its addresses, e.g. 0.0.0.0 (every interface) or 127.0.0.1.`;
  return `could not listen on HOST=${JSON.stringify(HOST)} PORT=${PORT}: ${describe(error)}`;
}

/** The SQLite file could not be created or opened (PostgreSQL is reached later, and reported then). */
export function databaseOpenFailure(
  error: unknown,
  { DATABASE_PATH, DATABASE_URL }: { DATABASE_PATH: string; DATABASE_URL: string },
) {
  if (DATABASE_URL) return `The lead database (DATABASE_URL) cannot be opened: ${describe(error)}`;
  return `DATABASE_PATH=${JSON.stringify(DATABASE_PATH)} cannot be opened (${describe(error)}): give a file in a folder this user can write, or set DATABASE_URL.`;
}
