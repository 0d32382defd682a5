// Grades the assistant's answers to the evaluation set (evaluation-set.ts). Erasable
// TypeScript only, so scripts/assistant-bench.ts can import it in Node.
import { answerQuestion, type Answer } from "./answer.ts";
import type { EvaluationCase } from "./evaluation-set.ts";
import type { SearchIndex } from "./search.ts";

export type CaseResult = { case: EvaluationCase; pass: boolean; answer: Answer; why?: string };
export type EvaluationReport = { results: CaseResult[]; correct: number; total: number; accuracy: number };

const MONEY = /\$(\d[\d,]*(?:\.\d+)?)\s*([KkMm])?\b/g;

/** Every dollar amount a text states, in dollars: "$10.5K-$13.5K" gives 10500 and 13500. */
export function dollarAmounts(text: string): number[] {
  return [...text.matchAll(MONEY)].map(([, digits = "", unit = ""]) => {
    const scale = unit.toLowerCase() === "k" ? 1_000 : unit.toLowerCase() === "m" ? 1_000_000 : 1;
    return Math.round(Number(digits.replace(/,/g, "")) * scale);
  });
}

function flat(text: string) {
  return text.replace(/[\u2010-\u2015]/g, "-").replace(/\s+/g, " ");
}

/**
 * True when the text states the fact: the same dollar amounts however written ($96K, $96,000),
 * otherwise the same words, not inside a longer number or word ("25" is not in "250").
 */
export function statesFact(text: string, fact: string) {
  const amounts = dollarAmounts(fact);
  if (amounts.length > 0) {
    const stated = new Set(dollarAmounts(text));
    return amounts.every((amount) => stated.has(amount));
  }
  const escaped = flat(fact).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\w.,])${escaped}(?![\\w]|[.,]\\d)`, "i").test(flat(text));
}

/** Right or wrong, with the reason when wrong. */
export function grade(testCase: EvaluationCase, answer: Answer): { pass: boolean; why?: string } {
  if (testCase.kind === "unknown") {
    return answer.kind === "handoff" ? { pass: true } : { pass: false, why: "answered instead of handing off" };
  }
  if (answer.kind !== "answer") return { pass: false, why: `got ${answer.kind}` };
  const page = answer.source.href.split("#")[0];
  if (testCase.page && page !== testCase.page) return { pass: false, why: `from ${page}, not ${testCase.page}` };
  if (testCase.section && answer.source.section !== testCase.section)
    return { pass: false, why: `from section "${answer.source.section ?? ""}"` };
  const missing = testCase.facts.filter((fact) => !statesFact(answer.text, fact));
  return missing.length ? { pass: false, why: `does not state ${missing.join(", ")}` } : { pass: true };
}

export function evaluate(index: SearchIndex, cases: readonly EvaluationCase[]): EvaluationReport {
  const results = cases.map((testCase) => {
    const answer = answerQuestion(index, testCase.question, { offer: testCase.offer });
    return { case: testCase, answer, ...grade(testCase, answer) };
  });
  const correct = results.filter((result) => result.pass).length;
  return { results, correct, total: cases.length, accuracy: cases.length ? correct / cases.length : 0 };
}

/**
 * One line per question: pass or fail, its group, the question and the page it is asked on; a miss
 * says why and what it answered.
 */
export function formatReport(report: EvaluationReport) {
  const lines = report.results.map((result) => {
    const detail = result.pass ? "" : ` (${result.why}): ${describe(result.answer)}`;
    const { group, question, askedOn } = result.case;
    return `  ${result.pass ? "pass" : "FAIL"}  [${group}] ${question} (on ${askedOn})${detail}`;
  });
  const percent = (report.accuracy * 100).toFixed(1);
  return [...lines, `Accuracy: ${report.correct}/${report.total} (${percent}%)`].join("\n");
}

function describe(answer: Answer) {
  if (answer.kind !== "answer") return answer.kind;
  const text = answer.text.length > 90 ? `${answer.text.slice(0, 89)}\u2026` : answer.text;
  return `${answer.source.href} "${text}"`;
}
