import { expect, test } from "vitest";
import { csvField, toCsv } from "./csv.js";

test("plain values pass through and commas, quotes and line breaks are quoted", () => {
  expect(csvField("Acme")).toBe("Acme");
  expect(csvField('Say "hi", then go')).toBe('"Say ""hi"", then go"');
  expect(csvField("line1\nline2")).toBe('"line1\nline2"');
  expect(csvField(null)).toBe("");
});

test("spreadsheet formulas are neutralised", () => {
  expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
  expect(csvField("+1 555")).toBe("'+1 555");
  expect(csvField("-2")).toBe("'-2");
  expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvField("\tcmd")).toBe("'\tcmd");
});

test("a table becomes CRLF-separated rows with a header", () => {
  expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
});
