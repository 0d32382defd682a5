import { expect, test } from "vitest";
import { hasSampleEpisodes, isSampleEpisode } from "./sample-episodes";

test("a placeholder id marks an episode as a sample and a real YouTube id does not", () => {
  expect(isSampleEpisode({ videoId: "sample00001" })).toBe(true);
  expect(isSampleEpisode({ videoId: "dQw4w9WgXcQ" })).toBe(false);
  expect(isSampleEpisode({ videoId: "sampleVideo" })).toBe(false);
});

test("a list is labelled while any sample is left in it", () => {
  expect(hasSampleEpisodes([{ videoId: "dQw4w9WgXcQ" }, { videoId: "sample00002" }])).toBe(true);
  expect(hasSampleEpisodes([{ videoId: "dQw4w9WgXcQ" }])).toBe(false);
});
