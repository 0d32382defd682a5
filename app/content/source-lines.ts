// Where a field of a content file is written, so a validation error can name its line. Content is
// validated as data (a module's export, a parsed front matter); these scanners find the same field
// in the file's text. They read the simple literals content files are made of and fall back to the
// nearest enclosing field, or to none, when a file is written some other way.

export type FieldPath = ReadonlyArray<PropertyKey>;

/** A 1-based line and column. */
export type SourcePosition = { line: number; column: number };

function positionAt(source: string, offset: number): SourcePosition {
  const before = source.slice(0, offset);
  const lineStart = before.lastIndexOf("\n") + 1;
  return { line: before.split("\n").length, column: offset - lineStart + 1 };
}

/** The deepest known prefix of `path` in a map of positions keyed by joined paths. */
function nearest(positions: Map<string, number>, path: FieldPath): number | undefined {
  for (let length = path.length; length >= 0; length--) {
    const offset = positions.get(path.slice(0, length).map(String).join("."));
    if (offset !== undefined) return offset;
  }
  return undefined;
}

/**
 * The position of a field in a TypeScript data module (content/data/**\/*.ts): the value of its
 * default export, or of its first exported const, written as object and array literals. A missing
 * field points at the object that should hold it.
 */
export function dataFieldPosition(source: string, path: FieldPath): SourcePosition | undefined {
  const offset = nearest(literalPositions(source), path);
  return offset === undefined ? undefined : positionAt(source, offset);
}

type Frame = {
  kind: "object" | "array" | "other";
  /** The container's own path. */
  path: string[];
  /** The element being read (arrays) or the property (objects). */
  index: number;
  key?: string;
  /** At the start of an element or a property. */
  awaiting: boolean;
};

/** Start offsets of every object property and array element of the exported literal, by path. */
function literalPositions(source: string): Map<string, number> {
  const positions = new Map<string, number>();
  const start = exportedValueStart(source);
  if (start === undefined) return positions;
  const stack: Frame[] = [];
  const record = (path: string[], offset: number) => {
    const joined = path.join(".");
    if (!positions.has(joined)) positions.set(joined, offset);
  };
  let i = start;
  while (i < source.length) {
    const char = source[i]!;
    const frame = stack.at(-1);
    if (/\s/.test(char)) {
      i++;
    } else if (source.startsWith("//", i) || source.startsWith("/*", i)) {
      const close = source.startsWith("//", i) ? "\n" : "*/";
      const end = source.indexOf(close, i + 2);
      i = end === -1 ? source.length : end + close.length;
    } else if (frame?.awaiting && frame.kind === "array" && char !== "]") {
      record([...frame.path, String(frame.index)], i);
      frame.awaiting = false;
    } else if (frame?.awaiting && frame.kind === "object" && char !== "}") {
      frame.awaiting = false;
      const key = /^(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([\w$]+))\s*:/.exec(source.slice(i, i + 200));
      if (key) {
        frame.key = key[1] ?? key[2] ?? key[3] ?? "";
        record([...frame.path, frame.key], i);
        i += key[0].length;
      }
    } else if (char === '"' || char === "'" || char === "`") {
      i = skipString(source, i);
    } else if (char === "{" || char === "[" || char === "(") {
      const kind = char === "{" ? "object" : char === "[" ? "array" : "other";
      if (!frame) {
        record([], i);
        stack.push({ kind, path: [], index: 0, awaiting: true });
      } else if (frame.kind === "other") {
        stack.push({ kind: "other", path: frame.path, index: 0, awaiting: false });
      } else {
        const inner = frame.kind === "array" ? String(frame.index) : frame.key;
        const path = inner === undefined ? frame.path : [...frame.path, inner];
        stack.push({ kind, path, index: 0, awaiting: kind !== "other" });
      }
      i++;
    } else if (char === "}" || char === "]" || char === ")") {
      stack.pop();
      i++;
      if (stack.length === 0) break;
    } else if (char === "," && frame && frame.kind !== "other") {
      if (frame.kind === "array") frame.index++;
      frame.key = undefined;
      frame.awaiting = true;
      i++;
    } else {
      i++;
    }
  }
  return positions;
}

function skipString(source: string, at: number): number {
  const quote = source[at];
  let i = at + 1;
  while (i < source.length && source[i] !== quote) i += source[i] === "\\" ? 2 : 1;
  return i + 1;
}

/** Where the exported value starts: `export default <literal>`, a default-exported const, or the first exported const. */
function exportedValueStart(source: string): number | undefined {
  const literal = (from: number) => {
    const match = /[{[]/.exec(source.slice(from));
    return match ? from + match.index : undefined;
  };
  const byDefault = /export\s+default\s+/.exec(source);
  if (byDefault) {
    const after = byDefault.index + byDefault[0].length;
    const name = /^([A-Za-z_$][\w$]*)\s*;?\s*$/m.exec(
      source.slice(after, source.indexOf("\n", after) + 1 || undefined),
    );
    if (!name) return literal(after);
    const declaration = new RegExp(`(?:const|let)\\s+${name[1]}\\b[^=]*=\\s*`).exec(source);
    return declaration ? literal(declaration.index + declaration[0].length) : undefined;
  }
  const named = /export\s+const\s+[\w$]+[^=]*=\s*/.exec(source);
  return named ? literal(named.index + named[0].length) : undefined;
}

/**
 * The position of a field in an MDX file's YAML front matter (line 1 is the opening `---`).
 * Keys are found by indentation, list items (`- ...`) by their index; a value written on its key's
 * line (`tags: [a, b]`) is found at that line. A missing field points at the opening `---`.
 */
export function frontmatterFieldPosition(source: string, path: FieldPath): SourcePosition | undefined {
  const lines = source.split(/\r?\n/);
  if (lines[0]?.trim() !== "---") return undefined;
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === "---");
  if (end === -1) return undefined;
  const content = (index: number) => lines[index]!.trim() !== "" && !lines[index]!.trimStart().startsWith("#");
  const indentOf = (index: number) => lines[index]!.length - lines[index]!.trimStart().length;
  const isItem = (index: number) => /^\s*-(\s|$)/.test(lines[index]!);
  // Where a key starts on a line: after its indentation and an item's dash.
  const keyColumn = (index: number) => /^\s*(?:-\s+)?/.exec(lines[index]!)![0].length;
  /** The lines after `index` that belong to it: deeper ones, and a list at its own indentation. */
  const blockEnd = (index: number, to: number, column: number) => {
    let next = index + 1;
    while (
      next < to &&
      (!content(next) || indentOf(next) > column || (indentOf(next) === column && isItem(next) && !isItem(index)))
    )
      next++;
    return next;
  };

  let found: SourcePosition = { line: 1, column: 1 };
  let from = 1;
  let to = end;
  for (const segment of path) {
    const first = Array.from({ length: to - from }, (_, offset) => from + offset).find(content);
    if (first === undefined) break;
    let match: number | undefined;
    if (typeof segment === "number") {
      const items: number[] = [];
      for (let index = from; index < to; index++) {
        if (content(index) && isItem(index) && indentOf(index) === indentOf(first)) items.push(index);
      }
      match = items[segment];
      if (match === undefined) break;
      found = { line: match + 1, column: indentOf(match) + 1 };
      from = match;
      to = blockEnd(match, to, indentOf(match));
      continue;
    }
    const column = keyColumn(first);
    const key = new RegExp(`^${escapeRegExp(String(segment))}\\s*:`);
    for (let index = from; index < to && match === undefined; index++) {
      if (content(index) && keyColumn(index) === column && key.test(lines[index]!.slice(column))) match = index;
    }
    if (match === undefined) break;
    found = { line: match + 1, column: column + 1 };
    from = match + 1;
    to = blockEnd(match, to, column);
  }
  return found;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
