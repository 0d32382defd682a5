import { useEffect, useRef, useState } from "react";
import { CalculatorCallToAction, Methodology } from "./calculator-notes";
import { CostTool } from "./cost-tool";
import { OutboundTool } from "./outbound-tool";
import { calculateCost, validateCost } from "./cost-model";
import { formatCount, formatUsd } from "./format";
import { calculateOutbound, validateOutbound } from "./outbound-math";
import { useCalculatorState } from "./use-calculator-state";
import { formValuesToState, type CalculatorState } from "./url-state";

function changedBeforeHydration(form: HTMLFormElement): boolean {
  return [...form.elements].some((field) => {
    if (field instanceof HTMLSelectElement)
      return [...field.options].some((option) => option.selected !== option.defaultSelected);
    return (
      (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== field.defaultValue
    );
  });
}

/** A one-sentence summary of both tools, read out by screen readers once typing pauses. */
function summarize(state: CalculatorState): string {
  const cost = validateCost(state.cost, state.industry);
  const outbound = validateOutbound(state.outbound);
  const costText = cost.ok
    ? `Fully loaded cost per BDR: ${formatUsd(calculateCost(cost.input).perBdrYearly)} a year.`
    : "The cost tool has a field to correct.";
  const outboundText = outbound.ok
    ? `Prospects needed: ${formatCount(calculateOutbound(outbound.input).prospects)}.`
    : "The outbound tool has a field to correct.";
  return `${costText} ${outboundText}`;
}

/**
 * Both tools with their state (mirrored in the URL), the notes and the screen-reader summary: the
 * page's React island (app/islands/roi-calculator.client.tsx). The tools are one GET form: without
 * script, Calculate sends it and the server renders the results for the query (server/app.ts
 * renders a page asked for with a query per request). With script the results follow each change,
 * and what was typed before the island hydrated counts once it has.
 */
export function CalculatorTools({ renderedSearch }: { renderedSearch: string }) {
  const { state, update } = useCalculatorState(renderedSearch);
  const formRef = useRef<HTMLFormElement>(null);
  const [interacted, setInteracted] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const summary = summarize(state);

  useEffect(() => {
    if (!interacted) return;
    const timer = setTimeout(() => setAnnouncement(summary), 800);
    return () => clearTimeout(timer);
  }, [summary, interacted]);

  function change(next: CalculatorState) {
    setInteracted(true);
    update(next);
  }

  // Fields the visitor changed before hydration (their value is not the one the server rendered):
  // the form's values, as typed, become the state.
  useEffect(() => {
    const form = formRef.current;
    if (!form || !changedBeforeHydration(form)) return;
    change(
      formValuesToState(new URLSearchParams([...new FormData(form)].map(([name, value]) => [name, String(value)]))),
    );
    // Once, right after hydration: later changes reach the state through the fields' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      {/* Enter in a field would send the form: with script the results are already there. */}
      <form ref={formRef} method="get" action="/roi-calculator" noValidate onSubmit={(event) => event.preventDefault()}>
        <CostTool
          drafts={state.cost}
          industry={state.industry}
          onFieldChange={(field, value) => change({ ...state, cost: { ...state.cost, [field]: value } })}
          onIndustryChange={(industry) => change({ ...state, industry })}
        />
        <OutboundTool
          drafts={state.outbound}
          onFieldChange={(field, value) => change({ ...state, outbound: { ...state.outbound, [field]: value } })}
        />
      </form>
      <Methodology />
      <CalculatorCallToAction />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
