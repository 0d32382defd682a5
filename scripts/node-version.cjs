// Stops at once, in one line, when this Node.js is older than the project's (.node-version):
// `npm start`, `npm test`, `npm run build` and `npm run dev` run it first. The one JavaScript file
// of the project: it has to run on the old Node it refuses, which cannot load TypeScript.
"use strict";
const { readFileSync } = require("node:fs");
const { join } = require("node:path");

const needed = Number(
  readFileSync(join(__dirname, "..", ".node-version"), "utf8")
    .trim()
    .split(".")[0],
);
const found = process.versions.node;
if (Number(found.split(".")[0]) < needed) {
  console.error(
    `Node.js ${needed} or newer is needed; this is Node.js ${found} (${process.execPath}). ` +
      `Install it with \`npm install -g node@${needed}\` (root: add \`--prefix /usr/local\`), then run the command again.`,
  );
  process.exit(1);
}
