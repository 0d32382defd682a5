import { parseField, parseFields, type FieldSpec } from "./number-field";

/*
 * The outbound playbook's model: work back from a revenue goal to deals,
 * opportunities, meetings, replies and prospects.
 *
 * Rounding rule: you cannot close part of a deal, so deals, opportunities,
 * meetings and replies round UP to whole numbers and the funnel never falls
 * short of the goal. Replies are split by channel with the email share rounded
 * to the nearest reply (LinkedIn takes the rest). Prospects per channel are
 * truncated (rounded DOWN), as the playbook does: 400 / 7.5% = 5,333.3 -> 5,333
 * and 400 / 17.5% = 2,285.7 -> 2,285, so the defaults give 7,618. The shortfall
 * is under one prospect per channel.
 */

export type OutboundField =
  | "revenueGoal"
  | "averageDealSize"
  | "winRate"
  | "meetingToOpportunityRate"
  | "replyToMeetingRate"
  | "emailShare"
  | "emailReplyRate"
  | "linkedinReplyRate"
  | "timeframeMonths";

/** The smallest rate the funnel divides by: smaller ones give figures no page can show. */
const MIN_RATE = 0.5;

const rate = (label: string, defaultValue: number, hint: string): FieldSpec => ({
  label,
  unit: "percent",
  defaultValue,
  min: MIN_RATE,
  max: 100,
  step: 0.5,
  divisor: true,
  hint,
});

export const OUTBOUND_FIELDS: Record<OutboundField, FieldSpec> = {
  revenueGoal: {
    label: "Revenue goal",
    unit: "usd",
    defaultValue: 1_000_000,
    min: 10_000,
    max: 10_000_000_000,
    step: 10_000,
    hint: "New revenue you want outbound to bring in.",
  },
  averageDealSize: {
    label: "Average deal size",
    unit: "usd",
    defaultValue: 50_000,
    min: 500,
    max: 1_000_000_000,
    step: 500,
    divisor: true,
    hint: "Take it from closed deals in the segment you plan to target.",
  },
  winRate: rate("Win rate", 20, "Share of opportunities that close."),
  meetingToOpportunityRate: rate(
    "Meeting-to-opportunity rate",
    50,
    "Share of meetings that become qualified opportunities. Strong teams target 60-75%.",
  ),
  replyToMeetingRate: rate("Reply-to-meeting rate", 25, "Share of replies that turn into a booked meeting."),
  emailShare: {
    label: "Replies from email",
    unit: "percent",
    defaultValue: 50,
    min: 0,
    max: 100,
    step: 5,
    hint: "The rest of the replies come from LinkedIn.",
  },
  emailReplyRate: {
    ...rate("Email reply rate", 7.5, "Share of email prospects who reply."),
    min: 0,
    divisor: false,
  },
  linkedinReplyRate: {
    ...rate("LinkedIn reply rate", 17.5, "Share of LinkedIn prospects who reply."),
    min: 0,
    divisor: false,
  },
  timeframeMonths: {
    label: "Time frame",
    unit: "months",
    defaultValue: 12,
    min: 1,
    max: 36,
    step: 1,
    integer: true,
    hint: "Months over which you reach the prospects, to see the monthly volume.",
  },
};

/**
 * Mamut's reference sending setup (SPEC section 9 and the playbook): a standard
 * configuration, shown for context. It is not derived from the funnel.
 */
export const SENDING_SETUP = {
  emailsPerMonth: 50_000,
  contactsInSequences: 16_000,
  inboxes: 100,
  inboxesCost: 500,
  domains: 30,
  domainCostPerYear: 15,
} as const;

export type OutboundInput = Record<OutboundField, number>;

export type ChannelResult = { share: number; replies: number; replyRate: number; prospects: number; perMonth: number };

export type OutboundResult = {
  deals: number;
  opportunities: number;
  meetings: number;
  replies: number;
  email: ChannelResult;
  linkedin: ChannelResult;
  prospects: number;
  /** Open pipeline needed (opportunities x deal size) and how many times it covers the goal. */
  pipelineValue: number;
  pipelineCoverage: number;
  prospectsPerMonth: number;
  meetingsPerMonth: number;
  /** New email prospects a month fit within the reference setup's contacts in sequences. */
  withinSendingSetup: boolean;
};

export type OutboundValidation =
  { ok: true; input: OutboundInput } | { ok: false; errors: Partial<Record<OutboundField, string>> };

export function validateOutbound(drafts: Readonly<Record<OutboundField, string>>): OutboundValidation {
  const parsed = parseFields(OUTBOUND_FIELDS, drafts);
  const errors: Partial<Record<OutboundField, string>> = parsed.ok ? {} : { ...parsed.errors };
  // A channel's reply rate only divides when that channel has to produce replies; then it has the
  // other rates' minimum.
  const share = parseField(drafts.emailShare, OUTBOUND_FIELDS.emailShare);
  const emailRate = parseField(drafts.emailReplyRate, OUTBOUND_FIELDS.emailReplyRate);
  const linkedinRate = parseField(drafts.linkedinReplyRate, OUTBOUND_FIELDS.linkedinReplyRate);
  if (share.ok && share.value > 0 && emailRate.ok && emailRate.value < MIN_RATE) {
    errors.emailReplyRate = `Email reply rate must be at least ${MIN_RATE}% while email carries replies.`;
  }
  if (share.ok && share.value < 100 && linkedinRate.ok && linkedinRate.value < MIN_RATE) {
    errors.linkedinReplyRate = `LinkedIn reply rate must be at least ${MIN_RATE}% while LinkedIn carries replies.`;
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: parsed.values };
}

export function calculateOutbound(input: OutboundInput): OutboundResult {
  const deals = roundUp(input.revenueGoal / input.averageDealSize);
  // Rates stay in percent and multiply by 100 first, so 20 / 20% is exactly 100.
  const opportunities = roundUp((deals * 100) / input.winRate);
  const meetings = roundUp((opportunities * 100) / input.meetingToOpportunityRate);
  const replies = roundUp((meetings * 100) / input.replyToMeetingRate);

  const emailReplies = Math.round((replies * input.emailShare) / 100);
  const email = channel(input.emailShare, emailReplies, input.emailReplyRate, input.timeframeMonths);
  const linkedin = channel(
    100 - input.emailShare,
    replies - emailReplies,
    input.linkedinReplyRate,
    input.timeframeMonths,
  );
  const prospects = email.prospects + linkedin.prospects;

  return {
    deals,
    opportunities,
    meetings,
    replies,
    email,
    linkedin,
    prospects,
    pipelineValue: opportunities * input.averageDealSize,
    pipelineCoverage: (opportunities * input.averageDealSize) / input.revenueGoal,
    // The sum of the channels' monthly figures shown beside it (each rounded up), not the total
    // rounded on its own: 7,618 over 12 months read 635 beside 445 + 191.
    prospectsPerMonth: email.perMonth + linkedin.perMonth,
    meetingsPerMonth: roundUp(meetings / input.timeframeMonths),
    withinSendingSetup: email.perMonth <= SENDING_SETUP.contactsInSequences,
  };
}

function channel(share: number, replies: number, replyRate: number, months: number): ChannelResult {
  const prospects = replies === 0 ? 0 : roundDown((replies * 100) / replyRate);
  return { share, replies, replyRate, prospects, perMonth: roundUp(prospects / months) };
}

// Floating point can leave 99.99999999999999 where the exact answer is 100;
// values this close to a whole number count as that number before rounding.
function nearestWhole(value: number): number | undefined {
  const whole = Math.round(value);
  return Math.abs(value - whole) <= 1e-9 * Math.max(1, Math.abs(value)) ? whole : undefined;
}

export function roundUp(value: number): number {
  return nearestWhole(value) ?? Math.ceil(value);
}

export function roundDown(value: number): number {
  return nearestWhole(value) ?? Math.floor(value);
}
