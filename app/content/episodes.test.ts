import { expect, test } from "vitest";
import { episodes, parseEpisodes } from "./episodes";
import { ContentError } from "./schema-errors";

const valid = {
  videoId: "abcDEF12_-x",
  guest: "Chief Medical Officer, digital therapeutics company",
  description: "Clinicians adopt what fits the way they already work.",
};

test("the episode file holds valid episodes with unique video ids", () => {
  expect(episodes.length).toBeGreaterThan(0);
  expect(new Set(episodes.map((episode) => episode.videoId)).size).toBe(episodes.length);
});

test("a valid episode list parses unchanged", () => {
  expect(parseEpisodes([valid], "test.ts")).toEqual([valid]);
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
