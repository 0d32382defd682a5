import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { claims } from "./claims";
import { figure } from "./figure-text";

const doc = readFileSync("docs/claims.md", "utf8");
/** The rows of the first table: the computed and checked claims. */
const rows = [...doc.matchAll(/^\| `\{([\w.]+)\}` +\| (\w+) +\| (.+?) +\| (.+?) +\| (.+?) +\|$/gm)].map((match) => ({
  token: match[1],
  kind: match[2],
  says: match[3],
  basis: match[4],
  rule: match[5],
}));

test("docs/claims.md lists every claim of app/content/claims.ts, with its kind, basis and rule", () => {
  expect(rows.map((row) => row.token)).toEqual(claims.map((claim) => claim.token));
  for (const claim of claims) {
    expect(rows.find((row) => row.token === claim.token)).toEqual({
      token: claim.token,
      kind: claim.kind,
      says: claim.says,
      basis: claim.basis,
      rule: claim.rule,
    });
  }
});

test("every claim's basis names the figures a page stating it must show", () => {
  for (const claim of claims) {
    for (const token of claim.basisTokens) {
      expect(claim.basis, claim.token).toContain(`{${token}}`);
      expect(figure(token), token).not.toBe("");
    }
  }
});
