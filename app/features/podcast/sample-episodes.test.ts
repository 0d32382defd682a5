import { expect, test } from "vitest";
import { hasSampleEpisodes, isSampleEpisode } from "./sample-episodes";

test("an entry marked as a sample is one, and an entry without the mark is not", () => {
  expect(isSampleEpisode({ sample: true })).toBe(true);
  expect(isSampleEpisode({ sample: false })).toBe(false);
  expect(isSampleEpisode({})).toBe(false);
});

test("a list is labelled while any sample is left in it", () => {
  expect(hasSampleEpisodes([{ sample: false }, { sample: true }])).toBe(true);
  expect(hasSampleEpisodes([{ sample: false }, {}])).toBe(false);
});
