import { expect, test } from "vitest";
import { defaultDrafts } from "./number-field";
import { formatCount } from "./format";
import {
  calculateOutbound,
  OUTBOUND_FIELDS,
  roundDown,
  roundUp,
  validateOutbound,
  type OutboundField,
  type OutboundInput,
} from "./outbound-math";

function defaults(overrides: Partial<OutboundInput> = {}): OutboundInput {
  const result = validateOutbound(defaultDrafts(OUTBOUND_FIELDS));
  if (!result.ok) throw new Error("the defaults must be valid");
  return { ...result.input, ...overrides };
}

function draftsWith(overrides: Partial<Record<OutboundField, string>>) {
  return { ...defaultDrafts(OUTBOUND_FIELDS), ...overrides };
}

test("the defaults reproduce the playbook: 20 deals, 100 opportunities, 200 meetings, 800 replies, 7,618 prospects", () => {
  const result = calculateOutbound(defaults());
  expect(result).toMatchObject({ deals: 20, opportunities: 100, meetings: 200, replies: 800, prospects: 7_618 });
  expect(result.email).toMatchObject({ share: 50, replies: 400, replyRate: 7.5, prospects: 5_333 });
  expect(result.linkedin).toMatchObject({ share: 50, replies: 400, replyRate: 17.5, prospects: 2_285 });
});

test("prospects per channel are rounded down, as the playbook does (2,285.7 becomes 2,285)", () => {
  expect((400 * 100) / 17.5).toBeCloseTo(2_285.71, 2);
  expect(calculateOutbound(defaults()).linkedin.prospects).toBe(2_285);
  expect(roundDown(2_285.714)).toBe(2_285);
  expect(roundDown(5_333.333)).toBe(5_333);
});

test("funnel stages round up, so a goal that is not a multiple of the deal size is still met", () => {
  const result = calculateOutbound(defaults({ averageDealSize: 30_000 }));
  expect(result.deals).toBe(34);
  expect(result.opportunities).toBe(170);
  expect(result.meetings).toBe(340);
  expect(result.replies).toBe(1_360);
  expect(roundUp(33.34)).toBe(34);
});

test("floating point noise next to a whole number does not add or lose a unit", () => {
  expect(roundUp(100.00000000000001)).toBe(100);
  expect(roundDown(99.99999999999999)).toBe(100);
  const result = calculateOutbound(defaults({ winRate: 30, averageDealSize: 100_000 }));
  expect(result.deals).toBe(10);
  expect(result.opportunities).toBe(34);
});

test("the defaults imply a $5M pipeline, 5x coverage, and 636 prospects a month over 12 months: the channels' sum", () => {
  const result = calculateOutbound(defaults());
  expect(result.pipelineValue).toBe(5_000_000);
  expect(result.pipelineCoverage).toBe(5);
  expect(result.email.perMonth).toBe(445);
  expect(result.linkedin.perMonth).toBe(191);
  // Shown beside its parts, the total is their sum (7,618 / 12 rounded on its own would be 635).
  expect(result.prospectsPerMonth).toBe(636);
  expect(result.meetingsPerMonth).toBe(17);
  expect(result.withinSendingSetup).toBe(true);
});

test("a 0% email share sends every reply through LinkedIn, with no email prospects", () => {
  const result = calculateOutbound(defaults({ emailShare: 0, emailReplyRate: 0 }));
  expect(result.email).toMatchObject({ replies: 0, prospects: 0 });
  expect(result.linkedin).toMatchObject({ share: 100, replies: 800, prospects: 4_571 });
  expect(result.prospects).toBe(4_571);
});

test("100% rates pass every unit straight through the funnel", () => {
  const result = calculateOutbound(
    defaults({
      winRate: 100,
      meetingToOpportunityRate: 100,
      replyToMeetingRate: 100,
      emailShare: 100,
      emailReplyRate: 100,
    }),
  );
  expect(result).toMatchObject({ deals: 20, opportunities: 20, meetings: 20, replies: 20, prospects: 20 });
  expect(result.linkedin.prospects).toBe(0);
});

test("the most extreme allowed inputs still give finite numbers", () => {
  const result = calculateOutbound(
    defaults({
      revenueGoal: OUTBOUND_FIELDS.revenueGoal.max,
      averageDealSize: OUTBOUND_FIELDS.averageDealSize.min,
      winRate: OUTBOUND_FIELDS.winRate.min,
      meetingToOpportunityRate: OUTBOUND_FIELDS.meetingToOpportunityRate.min,
      replyToMeetingRate: OUTBOUND_FIELDS.replyToMeetingRate.min,
      emailReplyRate: 0.5,
      linkedinReplyRate: 0.5,
      timeframeMonths: 1,
    }),
  );
  for (const value of [
    result.deals,
    result.replies,
    result.prospects,
    result.pipelineValue,
    result.prospectsPerMonth,
  ]) {
    expect(Number.isFinite(value)).toBe(true);
  }
  expect(result.prospects).toBeGreaterThan(1e15);
  // Below 1e21, where numbers stop being written out digit by digit (formatNumber).
  expect(result.prospects).toBeLessThan(1e21);
  expect(formatCount(result.prospects)).toMatch(/^\d{1,3}(,\d{3})+$/);
  expect(result.withinSendingSetup).toBe(false);
});

test("zero rates that the funnel divides by are refused", () => {
  const result = validateOutbound(draftsWith({ winRate: "0", averageDealSize: "0" }));
  expect(result).toEqual({
    ok: false,
    errors: {
      averageDealSize: "Average deal size must be more than 0: the calculation divides by it.",
      winRate: "Win rate must be more than 0: the calculation divides by it.",
    },
  });
});

test("a reply rate under the other rates' 0.5% is refused only while its channel carries replies", () => {
  for (const rate of ["0", "0.001"]) {
    expect(validateOutbound(draftsWith({ emailReplyRate: rate }))).toEqual({
      ok: false,
      errors: { emailReplyRate: "Email reply rate must be at least 0.5% while email carries replies." },
    });
  }
  expect(validateOutbound(draftsWith({ linkedinReplyRate: "0.2" }))).toEqual({
    ok: false,
    errors: { linkedinReplyRate: "LinkedIn reply rate must be at least 0.5% while LinkedIn carries replies." },
  });
  expect(validateOutbound(draftsWith({ emailShare: "100", linkedinReplyRate: "0" })).ok).toBe(true);
  expect(validateOutbound(draftsWith({ emailShare: "0", emailReplyRate: "0.001" })).ok).toBe(true);
});

test("rates over 100%, negative goals and fractional months are refused", () => {
  const result = validateOutbound(draftsWith({ replyToMeetingRate: "120", revenueGoal: "-1", timeframeMonths: "2.5" }));
  expect(result).toEqual({
    ok: false,
    errors: {
      revenueGoal: "Revenue goal cannot be negative.",
      replyToMeetingRate: "Reply-to-meeting rate cannot be more than 100%.",
      timeframeMonths: "Time frame must be a whole number.",
    },
  });
});
