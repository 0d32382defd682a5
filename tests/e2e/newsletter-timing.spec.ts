import { expect, test } from "./support/test";
import { count, freshDatabasePath, postForm, startServer, testPort, type RunningServer } from "./support/leads";

// Tagged @timed: `npm test` runs it alone, after the rest (scripts/test.ts). The sign-up's
// answer must not tell whether an address is on the list: the same time for a new address and
// for one already signed up (decision 010).
test.describe("the newsletter's answer time", { tag: "@timed" }, () => {
  let server: RunningServer;
  let databasePath: string;

  test.beforeAll(async () => {
    databasePath = freshDatabasePath();
    server = await startServer(testPort(120), { DATABASE_PATH: databasePath, RATE_LIMIT_MAX: "100000" });
  });

  test.afterAll(async () => {
    await server.stop();
  });

  /**
   * Milliseconds from sending a sign-up to its whole answer, as the form posts it (a document
   * post: the site has no data requests since React Router 8, decision 012): the server's work
   * plus the same page rendered for both kinds of address.
   */
  async function timedSignUp(email: string) {
    const started = performance.now();
    const response = await postForm(server.url, "/newsletter", { email });
    await response.arrayBuffer();
    expect(response.status).toBe(200);
    return performance.now() - started;
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

  test("is the same for a known and a new address: medians within 10% over 120 sign-ups each", async () => {
    test.setTimeout(120_000);
    const posts = 120;
    const known = Array.from({ length: posts }, (_, i) => `known${i}@example.org`);
    for (const email of known) await timedSignUp(email);
    await expect.poll(() => count(databasePath, "SELECT count(*) AS n FROM newsletter_subscriptions")).toBe(posts);
    // Warm up the server's code paths, then alternate, so a busy moment of the machine falls on both.
    for (let i = 0; i < 10; i += 1) await timedSignUp(`warm${i}@example.org`);
    const times = { known: [] as number[], new: [] as number[] };
    for (let i = 0; i < posts; i += 1) {
      const pair = [
        async () => times.known.push(await timedSignUp(known[i] ?? "")),
        async () => times.new.push(await timedSignUp(`new${i}@example.org`)),
      ];
      // Each kind goes first in half the pairs.
      for (const signUp of i % 2 ? pair.reverse() : pair) await signUp();
    }
    const medians = { known: median(times.known), new: median(times.new) };
    const figure = `known ${medians.known.toFixed(2)} ms, new ${medians.new.toFixed(2)} ms`;
    test.info().annotations.push({ type: "medians", description: figure });
    console.log(`newsletter sign-up, median of ${posts}: ${figure}`);
    expect(Math.abs(medians.known - medians.new) / Math.max(medians.known, medians.new)).toBeLessThanOrEqual(0.1);
    // Both kinds were really handled: the new addresses became subscriptions, the known ones stayed one each.
    await expect
      .poll(() => count(databasePath, "SELECT count(*) AS n FROM newsletter_subscriptions"))
      .toBe(2 * posts + 10);
  });
});
