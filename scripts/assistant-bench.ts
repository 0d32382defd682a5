// `node scripts/assistant-bench.ts`: the site assistant's budget on a production build.
//
// - the launcher: what it adds to every page's initial JavaScript (gzip), budget 3 kB;
// - the lazily loaded part: the assistant's chunk (app/enhance/assistant.ts), chunks only it
//   needs, and /assistant-index.json
//   (gzip), budget 60 kB;
// - query time over the evaluation questions (p50 and p95), budget 50 ms, plus how long
//   building the in-memory index takes on first open;
// - accuracy: the evaluation set (app/features/assistant/evaluation-set.ts, expectations read
//   from content with the build's settings) against the built index, each question's pass or
//   fail; below 95% fails like a budget.
// BUILD_DIR selects the build (default build). Sizes are gzip level 9; 1 kB = 1000 bytes.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { answerQuestion } from "../app/features/assistant/answer.ts";
import { evaluationQuestions } from "../app/features/assistant/evaluation.ts";
import type { EvaluationCase } from "../app/features/assistant/evaluation-set.ts";
import { evaluate, formatReport } from "../app/features/assistant/grade.ts";
import { createSearchIndex, search, type AssistantIndex } from "../app/features/assistant/search.ts";
import { loadSiteSettings } from "../config/env.ts";
import { toSiteConfig } from "../config/site.ts";
import type * as ContentIndexModule from "./build/content-index.ts";

const KB = 1000;
const BUDGET = { launcher: 3 * KB, lazy: 60 * KB, queryMs: 50, accuracy: 0.95 };
const buildDir = process.env.BUILD_DIR ?? "build";
const clientDir = join(buildDir, "client");
const indexFile = join(clientDir, "assistant-index.json");

if (!existsSync(indexFile)) {
  console.error(`No assistant index in ${clientDir}. Build first: BUILD_DIR=${buildDir} npx react-router build`);
  process.exit(1);
}

const gzip = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** A chunk and every chunk it imports statically. @param file e.g. assets/x.js */
function staticFiles(file: string, seen = new Set<string>()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(clientDir, file), "utf8");
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w{}*$,\s]+from\s*)?"\.\/([^"]+\.js)"/g)) {
    staticFiles(`assets/${match[1]}`, seen);
  }
  return seen;
}

// What the home page loads up front: every script and style its HTML names, in a tag or in the
// route manifest its inline script loads the modules from.
const home = readFileSync(join(clientDir, "index.html"), "utf8");
const initial = new Set([...home.matchAll(/"\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]));

// The assistant's own chunk (not the index's JSON module, `assistant-index.json-*.js`).
const panelChunk = readdirSync(join(clientDir, "assets")).find((name) => /^assistant-(?!index)[\w-]+\.js$/.test(name));
if (!panelChunk) {
  console.error("The build has no assistant chunk (assets/assistant-*.js, app/enhance/assistant.ts).");
  process.exit(1);
}
const lazyFiles = [...staticFiles(`assets/${panelChunk}`)].filter((file) => !initial.has(file));
const lazyCode = lazyFiles.reduce((sum, file) => sum + gzip(readFileSync(join(clientDir, file))), 0);
const indexJson = readFileSync(indexFile, "utf8");
const indexGzip = gzip(indexJson);

// The launcher ships inside the enhancement module every page loads, so bundle it alone with the
// helpers it shares with the module's other parts: at most what it adds.
async function launcherSize() {
  const { build } = await import("vite");
  const { parseSiteConfig } = await import("../config/site.ts");
  const output = await build({
    configFile: false,
    logLevel: "silent",
    define: { __SITE_CONFIG__: JSON.stringify(parseSiteConfig({})) },
    resolve: { alias: { "~": resolve("app") } },
    build: {
      write: false,
      minify: true,
      lib: { entry: resolve("app/enhance/assistant-launcher.ts"), formats: ["es"], fileName: "launcher" },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]).flatMap((result) =>
    "output" in result ? result.output : [],
  );
  const entry = outputs.find((chunk) => chunk.type === "chunk" && chunk.isEntry);
  if (!entry || entry.type !== "chunk") return undefined;
  // Its dynamic import of the assistant's chunk is a chunk of its own here too: not counted.
  return gzip(entry.code);
}

/** The evaluation set, its expectations read from content through the build's own loader and settings. */
async function loadEvaluationSet() {
  const { runnerImport } = await import("vite");
  const { module: loader } = await runnerImport<typeof ContentIndexModule>(resolve("scripts/build/content-index.ts"), {
    logLevel: "error",
  });
  const module = await loader.loadContentModule<{ evaluationSet: () => EvaluationCase[] }>(
    "app/features/assistant/evaluation-set.ts",
    toSiteConfig(loadSiteSettings()),
    "production",
  );
  return module.evaluationSet();
}

const launcher = await launcherSize().catch((error: unknown) => {
  console.warn(`Could not bundle the launcher on its own (${error instanceof Error ? error.message : String(error)}).`);
  return undefined;
});
// After the launcher's bundle: Vite's module runner sets NODE_ENV to development for the whole
// process, which would bundle the launcher's development build instead.
const cases = await loadEvaluationSet();

// Timing: parse and index once (first open), then every question many times.
let started = performance.now();
const data: AssistantIndex = JSON.parse(indexJson);
const parseMs = performance.now() - started;
started = performance.now();
const index = createSearchIndex(data);
const buildMs = performance.now() - started;

const questions = [...evaluationQuestions.map((item) => item.question), ...cases.map((item) => item.question)];
for (const question of questions) answerQuestion(index, question);
const times: number[] = [];
for (let round = 0; round < 30; round += 1) {
  for (const question of questions) {
    const start = performance.now();
    answerQuestion(index, question);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0;

const report = evaluate(index, cases);
let correct = 0;
for (const { question, page } of evaluationQuestions) {
  const top = search(index, question, 1).hits[0];
  const passage = top ? data.passages[top.passage] : undefined;
  if (passage && data.pages[passage.page]?.path === page) correct += 1;
}

const rows: Array<[string, string, string]> = [
  ["Launcher (added to every page, JS gzip)", launcher === undefined ? "n/a" : kb(launcher), kb(BUDGET.launcher)],
  [`Assistant chunks (${lazyFiles.length} file(s), gzip)`, kb(lazyCode), ""],
  [`Index (${data.passages.length} passages from ${data.pages.length} pages, gzip)`, kb(indexGzip), ""],
  ["Loaded on first open, total", kb(lazyCode + indexGzip), kb(BUDGET.lazy)],
  ["Index JSON parse / search index build", `${parseMs.toFixed(1)} / ${buildMs.toFixed(1)} ms`, ""],
  [
    `Query time p50 / p95 (${times.length} queries)`,
    `${percentile(50).toFixed(2)} / ${percentile(95).toFixed(2)} ms`,
    `${BUDGET.queryMs} ms`,
  ],
  ["Paraphrased questions ranking the expected page first", `${correct}/${evaluationQuestions.length}`, ""],
  [
    `Evaluation set answered right (${report.total} questions)`,
    `${report.correct}/${report.total} (${(report.accuracy * 100).toFixed(1)}%)`,
    `${BUDGET.accuracy * 100}%`,
  ],
];
const width = Math.max(...rows.map((row) => row[0].length));
console.log(`Site assistant, build ${buildDir}\n\nEvaluation set, question by question:\n${formatReport(report)}\n`);
for (const [label, value, budget] of rows)
  console.log(`${label.padEnd(width)}  ${value.padStart(16)}  ${budget && `budget ${budget}`}`);

const over = [
  launcher !== undefined && launcher > BUDGET.launcher && "launcher",
  lazyCode + indexGzip > BUDGET.lazy && "lazy assistant",
  percentile(95) > BUDGET.queryMs && "query time",
  report.accuracy < BUDGET.accuracy && "accuracy",
].filter(Boolean);
if (over.length) {
  console.error(`\nOver budget: ${over.join(", ")}`);
  process.exitCode = 1;
}
