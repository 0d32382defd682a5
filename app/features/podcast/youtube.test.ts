import { expect, test } from "vitest";
import {
  embedUrl,
  firstThumbnailStage,
  thumbnailAfterError,
  thumbnailAfterLoad,
  thumbnailUrl,
  watchUrl,
} from "./youtube";

test("the player comes from the privacy-enhanced domain and autoplays", () => {
  expect(embedUrl("abcDEF12_-x")).toBe("https://www.youtube-nocookie.com/embed/abcDEF12_-x?autoplay=1");
});

test("the external link opens the video's own page", () => {
  expect(watchUrl("abcDEF12_-x")).toBe("https://www.youtube.com/watch?v=abcDEF12_-x");
});

test("remote thumbnails start with the large image, or with the artwork when they are off", () => {
  expect(firstThumbnailStage(true)).toBe("hqdefault");
  expect(firstThumbnailStage(false)).toBe("placeholder");
  expect(thumbnailUrl("abcDEF12_-x", "hqdefault")).toBe("https://i.ytimg.com/vi/abcDEF12_-x/hqdefault.jpg");
  expect(thumbnailUrl("abcDEF12_-x", "mqdefault")).toBe("https://i.ytimg.com/vi/abcDEF12_-x/mqdefault.jpg");
});

test("a failed large image falls back to the smaller one, then to the artwork", () => {
  expect(thumbnailAfterError("hqdefault")).toBe("mqdefault");
  expect(thumbnailAfterError("mqdefault")).toBe("placeholder");
  expect(thumbnailAfterError("placeholder")).toBe("placeholder");
});

test("YouTube's 120 px stand-in image counts as a failure", () => {
  expect(thumbnailAfterLoad("hqdefault", 120)).toBe("mqdefault");
  expect(thumbnailAfterLoad("mqdefault", 120)).toBe("placeholder");
  expect(thumbnailAfterLoad("hqdefault", 0)).toBe("mqdefault");
});

test("a real thumbnail is kept", () => {
  expect(thumbnailAfterLoad("hqdefault", 480)).toBe("hqdefault");
  expect(thumbnailAfterLoad("mqdefault", 320)).toBe("mqdefault");
});
