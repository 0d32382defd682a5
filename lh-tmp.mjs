import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox"], logLevel: "silent" });
for (const path of process.argv.slice(2)) {
  const r = await lighthouse(`http://127.0.0.1:22050${path}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  const a = r.lhr.audits;
  console.log(path, "TBT", a["total-blocking-time"].numericValue, "LCP", Math.round(a["largest-contentful-paint"].numericValue));
  console.log(" long tasks:", JSON.stringify((a["long-tasks"]?.details?.items ?? []).map((t) => [t.url?.slice(-40), Math.round(t.duration), Math.round(t.startTime)])));
  console.log(" breakdown:", JSON.stringify((a["mainthread-work-breakdown"]?.details?.items ?? []).map((t) => [t.group, Math.round(t.duration)])));
}
await chrome.kill();
