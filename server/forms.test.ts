import { expect, test } from "vitest";
import { NOT_UTF8, OTHER_CHARSET, encodingProblem } from "./forms.ts";

const urlencoded = "application/x-www-form-urlencoded";

test("a form in UTF-8, declared or not, is read", () => {
  const body = Buffer.from(`name=${encodeURIComponent("José Ñúñez 李")}&message=caf%C3%A9+%E2%82%AC`);
  expect(encodingProblem(urlencoded, body)).toBeNull();
  expect(encodingProblem(`${urlencoded}; charset=UTF-8`, body)).toBeNull();
  expect(encodingProblem(`${urlencoded};charset="utf8"`, body)).toBeNull();
  // A lone % that escapes nothing is a character of its own.
  expect(encodingProblem(urlencoded, Buffer.from("message=100%+sure&x=%zz"))).toBeNull();
  const multipart = Buffer.from('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nJosé\r\n--b--\r\n');
  expect(encodingProblem("multipart/form-data; boundary=b", multipart)).toBeNull();
});

test("a form declared in another charset is refused 415, naming it in the log", () => {
  const problem = encodingProblem(`${urlencoded}; charset=ISO-8859-1`, Buffer.from("name=Jos%E9"));
  expect(problem?.refusal).toBe(OTHER_CHARSET);
  expect(problem?.refusal.status).toBe(415);
  expect(problem?.cause).toBe('a form declared as charset "iso-8859-1"; forms are read as UTF-8');
  expect(encodingProblem(`${urlencoded}; charset=windows-1252`, Buffer.from("name=Jose"))?.refusal).toBe(OTHER_CHARSET);
});

test("a Latin-1 é, escaped or raw, is refused 400 instead of being stored as a replacement character", () => {
  expect(encodingProblem(urlencoded, Buffer.from("name=Jos%E9"))?.refusal).toBe(NOT_UTF8);
  expect(encodingProblem(urlencoded, Buffer.from([0x6e, 0x3d, 0x4a, 0x6f, 0x73, 0xe9]))?.refusal).toBe(NOT_UTF8);
  const multipart = Buffer.concat([
    Buffer.from('--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nJos'),
    Buffer.from([0xe9]),
    Buffer.from("\r\n--b--\r\n"),
  ]);
  expect(encodingProblem("multipart/form-data; boundary=b", multipart)?.refusal).toBe(NOT_UTF8);
  expect(NOT_UTF8.status).toBe(400);
});
