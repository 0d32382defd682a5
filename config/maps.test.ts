import { expect, test } from "vitest";
import { parseMapsSettings } from "./maps.ts";

test("without variables there is no maps key and the demo map id", () => {
  expect(parseMapsSettings({})).toEqual({ apiKey: "", mapId: "DEMO_MAP_ID" });
});

test("a key and map id are read, and a bad key is refused naming the variable", () => {
  expect(parseMapsSettings({ GOOGLE_MAPS_API_KEY: " AIza-test_key ", GOOGLE_MAPS_MAP_ID: "abc123" })).toEqual({
    apiKey: "AIza-test_key",
    mapId: "abc123",
  });
  expect(() => parseMapsSettings({ GOOGLE_MAPS_API_KEY: "a b" })).toThrow(/GOOGLE_MAPS_API_KEY="a b"/);
});
