import { expect, test } from "vitest";
import { keyFirst } from "./data-table";

test("the key column moves right after the row labels, the others keep their order", () => {
  expect(keyFirst(["agency", "in-house", "product"], 2)).toEqual(["product", "agency", "in-house"]);
});

test("a table without a key column keeps its columns as they are", () => {
  expect(keyFirst(["before", "after"], -1)).toEqual(["before", "after"]);
  expect(keyFirst(["product", "other"], 0)).toEqual(["product", "other"]);
});
