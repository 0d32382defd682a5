import { expect, test } from "vitest";
import { csvField, toCsv } from "./csv.ts";

test("plain values pass through and commas, quotes and line breaks are quoted", () => {
  expect(csvField("Acme")).toBe("Acme");
  expect(csvField('Say "hi", then go')).toBe('"Say ""hi"", then go"');
  expect(csvField("line1\nline2")).toBe('"line1\nline2"');
  expect(csvField("line1\rline2")).toBe('"line1\rline2"');
  expect(csvField(null)).toBe("");
});

test("semicolons and tabs are quoted, so a semicolon- or tab-delimited import keeps the value in one cell", () => {
  expect(csvField("Bob;=1+1")).toBe('"Bob;=1+1"');
  expect(csvField("Bob\t=1+1")).toBe('"Bob\t=1+1"');
});

test("spreadsheet formulas are neutralised", () => {
  expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
  expect(csvField("+1 555")).toBe("'+1 555");
  expect(csvField("-2")).toBe("'-2");
  expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
  expect(csvField("\tcmd")).toBe('"\'\tcmd"');
  expect(csvField("\r=1+1")).toBe('"\'\r=1+1"');
  expect(csvField("  =1+1")).toBe("'  =1+1");
});

test("a value with a delimiter of each kind and a formula after it splits into no cell that starts one", () => {
  const attacks = ["Bob;=1+1", "Bob\t=1+1", "Bob,=1+1", 'Bob"=1+1', "Bob\n=1+1", "Bob\r=1+1", "=1+1", "@A1", "-1+1"];
  for (const delimiter of [",", ";", "\t"]) {
    for (const attack of attacks) {
      const cells = splitLine(csvField(attack), delimiter);
      expect(cells, `${JSON.stringify(attack)} with ${JSON.stringify(delimiter)}`).toHaveLength(1);
      expect(cells[0], JSON.stringify(attack)).not.toMatch(/^[=+\-@\t\r]/);
    }
  }
});

test("a table becomes CRLF-separated rows with a header, every column checked", () => {
  expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
  expect(toCsv(["=a", "b"], [["=1", "@2"]])).toBe("'=a,b\r\n'=1,'@2\r\n");
});

/**
 * How a spreadsheet's importer reads one line with a given delimiter: quoted fields may hold
 * the delimiter, quotes (doubled) and line breaks.
 */
function splitLine(line: string, delimiter: string) {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"' && (quoted || cell === "")) {
      quoted = !quoted;
    } else if (!quoted && char === delimiter) {
      cells.push(cell);
      cell = "";
    } else {
      cell += char;
    }
  }
  return [...cells, cell];
}
