import { expect, test } from "vitest";
import { isValidHost } from "./http-guards.ts";

test("a host the app can build its URLs on: a name, IPv4 or bracketed IPv6, with a port up to 65535", () => {
  for (const host of ["www.mamut.io", "app_1:3000", "10.0.0.5:65535", "[::1]:8080", "[2001:db8::1]", "localhost"]) {
    expect(isValidHost(host), host).toBe(true);
  }
  for (const host of ["x:99999", "1.2.3.4:65536", "[::1]:99999", "256.0.0.1", "a b", "evil.example/x", "[::1", ""]) {
    expect(isValidHost(host), host).toBe(false);
  }
});
