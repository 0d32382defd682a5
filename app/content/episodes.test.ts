import { expect, test } from "vitest";
import { episodes, parseEpisodes } from "./episodes";
import { ContentError } from "./schema-errors";

const valid = {
  videoId: "abcDEF12_-x",
  guest: "Chief Medical Officer, digital therapeutics company",
  description: "Clinicians adopt what fits the way they already work.",
  sample: false,
};

test("the episode file holds valid episodes whose video ids, where an episode has one, are unique", () => {
  expect(episodes.length).toBeGreaterThan(0);
  const ids = episodes.flatMap((episode) => (episode.videoId ? [episode.videoId] : []));
  expect(new Set(ids).size).toBe(ids.length);
});

test("a valid episode list parses unchanged", () => {
  expect(parseEpisodes([valid], "test.ts")).toEqual([valid]);
});

test("an episode without a video id is valid, and counts as no sample unless marked", () => {
  const { videoId: _videoId, sample: _sample, ...withoutVideo } = valid;
  expect(parseEpisodes([withoutVideo], "test.ts")).toEqual([{ ...withoutVideo, sample: false }]);
});

test("a bad video id fails with the file and the field in the message", () => {
  const parse = () => parseEpisodes([valid, { ...valid, videoId: "too-short" }], "content/data/episodes.ts");
  expect(parse).toThrow(ContentError);
  expect(parse).toThrow(/content\/data\/episodes\.ts[\s\S]*1\.videoId: must be an 11-character YouTube video id/);
});

test("a duplicate video id is rejected", () => {
  expect(() => parseEpisodes([valid, { ...valid }], "test.ts")).toThrow(/1\.videoId: duplicate video id "abcDEF12_-x"/);
});

test("an unknown field is rejected, so typos do not pass silently", () => {
  expect(() => parseEpisodes([{ ...valid, videoID: "abcDEF12_-x" }], "test.ts")).toThrow(/videoID/);
});

test("an empty list is rejected", () => {
  expect(() => parseEpisodes([], "test.ts")).toThrow(ContentError);
});
