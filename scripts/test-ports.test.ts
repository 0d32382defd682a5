import { expect, test } from "vitest";
import { BAD_PORTS, checkTestPorts, testPorts } from "./test-ports.ts";

test("the default E2E_PORT and the ones given to engineers use no bad port", () => {
  for (const base of [4173, 20000, 22000, 30000]) expect(() => checkTestPorts(base)).not.toThrow();
});

test("an E2E_PORT that would put a server on a bad port is refused, naming the port", () => {
  // +300 is the first lead-test server: 4760 + 300 = 5060 (SIP).
  expect(() => checkTestPorts(4760)).toThrow(/E2E_PORT=4760 .*5060/);
  expect(() => checkTestPorts(6000)).toThrow(/6000/);
  expect(() => checkTestPorts(65000)).toThrow(/do not exist/);
});

test("every port the suite opens is derived from E2E_PORT", () => {
  const ports = testPorts(4173);
  expect(ports).toContain(4173);
  expect(ports).toContain(5274);
  expect(ports.some((port) => BAD_PORTS.has(port))).toBe(false);
});
