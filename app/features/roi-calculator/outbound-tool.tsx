import { Section } from "~/components/ui/section";
import { CalculateButton, UpdateHint } from "./calculate-button";
import { InvalidNotice } from "./invalid-notice";
import { OutboundInputs } from "./outbound-inputs";
import { calculateOutbound, OUTBOUND_FIELDS, validateOutbound, type OutboundField } from "./outbound-math";
import { OutboundResults } from "./outbound-results";

type OutboundToolProps = {
  drafts: Record<OutboundField, string>;
  onFieldChange: (field: OutboundField, value: string) => void;
};

export const PLAYBOOK_PATH = "/blog/outbound-playbook-2025-math-behind-outreach-volume";

export function OutboundTool({ drafts, onFieldChange }: OutboundToolProps) {
  const validation = validateOutbound(drafts);
  const errors = validation.ok ? {} : validation.errors;

  return (
    <Section
      id="outbound-math"
      eyebrow="Tool 2"
      className="print:py-6"
      title="The math behind your outreach volume"
      intro={
        <>
          Work back from your revenue goal to the deals, meetings, replies and prospects it takes. The defaults are the
          worked example from our{" "}
          <a
            href={PLAYBOOK_PATH}
            className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
          >
            Outbound Playbook 2025
          </a>
          .
        </>
      }
    >
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-2">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-8" data-calculator="inputs">
          <h3 className="text-xl font-bold">Your numbers</h3>
          <p className="mt-1 mb-6 text-sm text-muted">
            Use your own CRM figures where you have them. <UpdateHint />
          </p>
          <OutboundInputs drafts={drafts} errors={errors} onFieldChange={onFieldChange} />
          <CalculateButton />
        </div>
        <div data-calculator="results">
          <h3 className="mb-4 text-xl font-bold">Your results</h3>
          {validation.ok ? (
            <OutboundResults input={validation.input} result={calculateOutbound(validation.input)} />
          ) : (
            <InvalidNotice
              errors={(Object.keys(errors) as OutboundField[]).map((key) => ({
                id: `outbound-${key}`,
                label: OUTBOUND_FIELDS[key].label,
              }))}
            />
          )}
        </div>
      </div>
    </Section>
  );
}
