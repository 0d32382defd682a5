/*
 * What the server says when it cannot start: one line naming the setting to change, never a
 * stack trace (the owner reads these in a service manager's log).
 */

/** @param {unknown} error */
function describe(error) {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The port or the address could not be taken.
 * @param {unknown} error
 * @param {{ PORT: number; HOST: string }} config
 */
export function listenFailure(error, { PORT, HOST }) {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code;
  if (code === "EADDRINUSE") return `port ${PORT} is in use (${HOST}): is the site already running?`;
  if (code === "EACCES") return `port ${PORT} needs more privileges than this process has: set PORT to 1024 or above.`;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_FAIL")
    return `HOST=${JSON.stringify(HOST)} is not a name this machine can resolve (${code}): set HOST to an address of this machine, e.g. 0.0.0.0 (every interface) or 127.0.0.1.`;
  if (code === "EADDRNOTAVAIL")
    return `HOST=${JSON.stringify(HOST)} is not an address of this machine: set HOST to one of its addresses, e.g. 0.0.0.0 (every interface) or 127.0.0.1.`;
  return `could not listen on HOST=${JSON.stringify(HOST)} PORT=${PORT}: ${describe(error)}`;
}

/**
 * The SQLite file could not be created or opened (PostgreSQL is reached later, and reported then).
 * @param {unknown} error
 * @param {{ DATABASE_PATH: string; DATABASE_URL: string }} config
 */
export function databaseOpenFailure(error, { DATABASE_PATH, DATABASE_URL }) {
  if (DATABASE_URL) return `The lead database (DATABASE_URL) cannot be opened: ${describe(error)}`;
  return `DATABASE_PATH=${JSON.stringify(DATABASE_PATH)} cannot be opened (${describe(error)}): give a file in a folder this user can write, or set DATABASE_URL.`;
}
