import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { expect, test } from "vitest";
import { chooseEncoding, compressCopies, createEntity, sendEntity } from "./precompressed.ts";

const text = Buffer.from("<p>Outbound that books meetings.</p>\n".repeat(200));

test("brotli wins when the client accepts it, gzip otherwise, and q-values are respected", () => {
  const both = { br: true, gzip: true };
  expect(chooseEncoding("gzip, deflate, br, zstd", both)).toBe("br");
  expect(chooseEncoding("gzip", both)).toBe("gzip");
  expect(chooseEncoding("br;q=0.5, gzip", both)).toBe("gzip");
  expect(chooseEncoding("br;q=0, gzip;q=0", both)).toBe("identity");
  expect(chooseEncoding("*", both)).toBe("br");
  expect(chooseEncoding(undefined, both)).toBe("identity");
  expect(chooseEncoding("br", { gzip: true })).toBe("identity");
  expect(chooseEncoding("br, gzip", { gzip: true })).toBe("gzip");
});

test("compressed copies decode to the original at every effort, and small bodies get none", async () => {
  for (const effort of ["build", "signed", "quick"] as const) {
    const copies = await compressCopies(text, { effort });
    expect(gunzipSync(copies.gzip ?? Buffer.alloc(0)).equals(text)).toBe(true);
    expect(brotliDecompressSync(copies.br ?? Buffer.alloc(0)).equals(text)).toBe(true);
  }
  expect(await compressCopies(Buffer.from("tiny"), { effort: "build" })).toEqual({});
});

/** A minimal stand-in for Express's request and response. */
function exchange(headers: Record<string, string>, method = "GET") {
  const sent: { status: number; headers: Record<string, string>; body: unknown } = {
    status: 0,
    headers: {},
    body: null,
  };
  const res = {
    set statusCode(value: number) {
      sent.status = value;
    },
    setHeader: (name: string, value: string | number) => (sent.headers[name.toLowerCase()] = String(value)),
    end: (body: unknown) => (sent.body = body),
  };
  return { req: { method, headers }, res, sent };
}

test("the response carries the chosen encoding, its length, Vary and a per-encoding ETag", async () => {
  const entity = createEntity(text, await compressCopies(text, { effort: "build" }));
  const { req, res, sent } = exchange({ "accept-encoding": "gzip, br" });
  sendEntity(req, res, entity);
  expect(sent.status).toBe(200);
  expect(sent.headers["content-encoding"]).toBe("br");
  expect(sent.headers["content-length"]).toBe(String(entity.br?.length));
  expect(sent.headers["vary"]).toBe("Accept-Encoding");
  expect(sent.headers["etag"]).toBe(`${entity.etag.slice(0, -1)}-br"`);
  expect(sent.body).toBe(entity.br);

  const plain = exchange({});
  sendEntity(plain.req, plain.res, entity);
  expect(plain.sent.headers["content-encoding"]).toBeUndefined();
  expect(plain.sent.body).toBe(entity.body);
});

test("a current copy gets 304 and HEAD gets headers without a body", async () => {
  const entity = createEntity(text, await compressCopies(text, { effort: "build" }));
  const cached = exchange({ "accept-encoding": "gzip", "if-none-match": `W/${entity.etag.slice(0, -1)}-gzip"` });
  sendEntity(cached.req, cached.res, entity);
  expect(cached.sent.status).toBe(304);
  expect(cached.sent.body).toBeUndefined();

  const head = exchange({ "accept-encoding": "gzip" }, "HEAD");
  sendEntity(head.req, head.res, entity);
  expect(head.sent.headers["content-length"]).toBe(String(entity.gzip?.length));
  expect(head.sent.body).toBeUndefined();
});
