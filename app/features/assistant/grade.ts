import { answerQuestion, type Answer } from "./answer.js";
import type { EvaluationCase } from "./evaluation-set";
import type { SearchIndex } from "./search.js";

export type CaseResult = { case: EvaluationCase; pass: boolean; answer: Answer; why?: string };
export type EvaluationReport = { results: CaseResult[]; correct: number; total: number; accuracy: number };

const MONEY = /\$(\d[\d,]*(?:\.\d+)?)\s*([KkMm])?\b/g;

/** Every dollar amount a text states, in dollars: "$10.5K-$13.5K" gives 10500 and 13500. */
export function dollarAmounts(text: string): number[] {
  return [...text.matchAll(MONEY)].map(([, digits = "", unit = ""]) => {
    const value = Number(digits.replace(/,/g, ""));
    const scale = { k: 1_000, m: 1_000_000 }[unit.toLowerCase()] ?? 1;
    return Math.round(value * scale);
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * True when the text states the fact: the same dollar amounts however written ($96K, $96,000),
 * otherwise the same words, not inside a longer number or word ("25" is not in "250").
 */
export function statesFact(text: string, fact: string): boolean {
  const amounts = dollarAmounts(fact);
  if (amounts.length > 0) {
    const stated = new Set(dollarAmounts(text));
    return amounts.every((amount) => stated.has(amount));
  }
  const flat = (value: string) => value.replace(/[\u2010-\u2015]/g, "-").replace(/\s+/g, " ");
  return new RegExp(`(?<![\\w.,])${escape(flat(fact))}(?![\\w]|[.,]\\d)`, "i").test(flat(text));
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
    const answer = answerQuestion(index, testCase.question);
    return { case: testCase, answer, ...grade(testCase, answer) };
  });
  const correct = results.filter((result) => result.pass).length;
  return { results, correct, total: cases.length, accuracy: cases.length ? correct / cases.length : 0 };
}

/** One line per question: pass or fail, the question, and for a miss why and what it answered. */
export function formatReport(report: EvaluationReport): string {
  const lines = report.results.map((result) => {
    const mark = result.pass ? "pass" : "FAIL";
    const detail = result.pass ? "" : ` (${result.why}): ${describe(result.answer)}`;
    return `  ${mark}  [${result.case.group}] ${result.case.question}${detail}`;
  });
  const percent = (report.accuracy * 100).toFixed(1);
  return [...lines, `Accuracy: ${report.correct}/${report.total} (${percent}%)`].join("\n");
}

function describe(answer: Answer): string {
  if (answer.kind !== "answer") return answer.kind;
  const text = answer.text.length > 90 ? `${answer.text.slice(0, 89)}\u2026` : answer.text;
  return `${answer.source.href} "${text}"`;
}
