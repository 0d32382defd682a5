import type { ReactNode } from "react";
import { formatPercent } from "./format";
import { parseField } from "./number-field";
import { FieldGroup } from "./field-group";
import { NumberInput } from "./number-input";
import { OUTBOUND_FIELDS, type OutboundField } from "./outbound-math";
import { OUTBOUND_PARAMS } from "./url-state";

type OutboundInputsProps = {
  drafts: Record<OutboundField, string>;
  errors: Partial<Record<OutboundField, string>>;
  onFieldChange: (field: OutboundField, value: string) => void;
};

export function OutboundInputs({ drafts, errors, onFieldChange }: OutboundInputsProps) {
  const emailShare = parseField(drafts.emailShare, OUTBOUND_FIELDS.emailShare);

  const field = (key: OutboundField, note?: ReactNode) => (
    <NumberInput
      id={`outbound-${key}`}
      name={OUTBOUND_PARAMS[key]}
      spec={OUTBOUND_FIELDS[key]}
      value={drafts[key]}
      error={errors[key]}
      note={note}
      onChange={(next) => onFieldChange(key, next)}
    />
  );

  return (
    <div className="space-y-8">
      <FieldGroup legend="Your goal">
        {field("revenueGoal")}
        {field("averageDealSize")}
      </FieldGroup>
      <FieldGroup legend="Conversion rates">
        {field("winRate")}
        {field("meetingToOpportunityRate")}
        {field("replyToMeetingRate")}
      </FieldGroup>
      <FieldGroup legend="Channels">
        {field("emailShare", emailShare.ok && `LinkedIn: ${formatPercent(100 - emailShare.value)} of replies`)}
        {field("emailReplyRate")}
        {field("linkedinReplyRate")}
      </FieldGroup>
      <FieldGroup legend="Time frame">{field("timeframeMonths")}</FieldGroup>
    </div>
  );
}
