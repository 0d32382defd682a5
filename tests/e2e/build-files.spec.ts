import { join } from "node:path";
import { listFiles, referencedFiles } from "../../scripts/build/client-files";
import { expect, test } from "./support/test";

const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

test("every file of the client build is loaded by a page, the feed, the sitemap, a PDF link or a script", () => {
  const referenced = referencedFiles(clientDir);
  const files = listFiles(clientDir).filter((file) => !/\.(br|gz)$/.test(file));
  // Every file with what loads it: the list the build keeps, for the report of a failure.
  test.info().annotations.push({
    type: "files",
    description: files.map((file) => `${file} <- ${referenced.get(file) ?? "nothing"}`).join("\n"),
  });
  expect(files.filter((file) => !referenced.has(file))).toEqual([]);
  // What React Router's client build writes for the hydration no page does.
  expect(
    files.filter((file) => file.endsWith(".data") || /(^|\/)(manifest|root|entry\.client)-[\w-]+\.js$/.test(file)),
  ).toEqual([]);
  expect(files.filter((file) => file.endsWith(".css"))).toHaveLength(1);
});

for (const path of [
  "/blog.data",
  "/_root.data",
  "/industries.data?_routes=routes/industries",
  "/__manifest?p=%2Fblog&version=1",
]) {
  test(`${path} is not a page of the site: 404 with the not-found page`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toContain("text/html");
    expect(await response.text()).toContain("Page Not Found");
  });
}
