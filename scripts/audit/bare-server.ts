// The yardstick of `npm run bench`: a bare node:http server answering the build's files from
// memory (the same bytes and compressed copies the site's server loads), with nothing but the
// headers a browser needs. `node scripts/audit/bare-server.ts <client folder> <port>`; prints
// "listening" when it is ready.
import { createServer } from "node:http";
import { chooseEncoding } from "../../server/precompressed.ts";
import { loadStaticFiles } from "../../server/static-files.ts";

const [clientDir, port] = process.argv.slice(2);
if (!clientDir || !port) {
  console.error("usage: node scripts/audit/bare-server.ts <client folder> <port>");
  process.exit(1);
}
const { files } = await loadStaticFiles(clientDir, { mapsEnabled: false });
const server = createServer((req, res) => {
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const file = files.get(queryAt === -1 ? url : url.slice(0, queryAt));
  if (!file) {
    res.writeHead(404, { "Content-Length": "0" });
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers["accept-encoding"], file);
  const body = (encoding === "identity" ? file.body : file[encoding]) ?? file.body;
  res.writeHead(200, {
    "Content-Type": file.type,
    ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
    "Content-Length": String(body.length),
  });
  res.end(req.method === "HEAD" ? undefined : body);
});
server.listen(Number(port), "127.0.0.1", () => console.log("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
