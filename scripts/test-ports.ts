// The ports the end-to-end tests use, all derived from E2E_PORT, and a check that none is one the
// browser and `fetch` refuse to connect to (the Fetch standard's "bad ports"): a test server on
// such a port fails with net::ERR_UNSAFE_PORT, far from the cause.

/** https://fetch.spec.whatwg.org/#port-blocking */
export const BAD_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/**
 * Every port the suite opens, from E2E_PORT: the suite's server (+0), the talent map's keyed
 * server (+10), the owner's copy (+20), the lead tests' servers (+300 to +399, see
 * tests/e2e/support/leads.ts testPort), the SMTP catcher (+1000) and the throw-away PostgreSQL
 * servers (+1100 for the unit tests, +1101 for these).
 */
export function testPorts(base: number) {
  return [
    base,
    base + 10,
    base + 20,
    ...Array.from({ length: 100 }, (_, offset) => base + 300 + offset),
    base + 1000,
    base + 1100,
    base + 1101,
  ];
}

/** Throws, naming E2E_PORT, when a port the suite would use is a bad port or out of range. */
export function checkTestPorts(base: number) {
  if (!Number.isInteger(base) || base < 1024) throw new Error(`E2E_PORT must be a port number from 1024, got ${base}`);
  const bad = testPorts(base).filter((port) => BAD_PORTS.has(port) || port > 65535);
  if (bad.length > 0) {
    throw new Error(
      `E2E_PORT=${base} would put test servers on port(s) ${bad.join(", ")}, which browsers and fetch refuse ` +
        "(the Fetch standard's bad ports) or which do not exist: choose another E2E_PORT (README, Tests).",
    );
  }
}
