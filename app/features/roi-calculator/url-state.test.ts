import { expect, test } from "vitest";
import {
  defaultState,
  formValuesToState,
  searchParamsToState,
  stateToSearchParams,
  type CalculatorState,
} from "./url-state";

function changed(update: (state: CalculatorState) => void): CalculatorState {
  const state = defaultState();
  update(state);
  return state;
}

test("the default state has an empty query", () => {
  expect(stateToSearchParams(defaultState()).toString()).toBe("");
  expect(searchParamsToState(new URLSearchParams())).toEqual(defaultState());
});

test("only the values that differ from the defaults go into the query", () => {
  const state = changed((s) => {
    s.outbound.revenueGoal = "2000000";
    s.cost.bdrCount = "3";
    s.industry = "healthcare";
  });
  expect(stateToSearchParams(state).toString()).toBe("bdrs=3&industry=healthcare&goal=2000000");
});

test("a changed state survives the round trip through the query", () => {
  const state = changed((s) => {
    s.cost.baseSalary = "134500";
    s.cost.managementShare = "11.5";
    s.cost.rampFromMonths = "2";
    s.cost.rampToMonths = "5";
    s.industry = "saas";
    s.outbound.revenueGoal = "2500000";
    s.outbound.emailReplyRate = "6.25";
    s.outbound.emailShare = "0";
    s.outbound.timeframeMonths = "6";
  });
  const query = stateToSearchParams(state).toString();
  expect(searchParamsToState(new URLSearchParams(query))).toEqual(state);
});

test("values are normalised on the way in, so equivalent spellings give the same state", () => {
  const state = searchParamsToState(new URLSearchParams("goal=2e6&winRate=25.0&bdrs=+2"));
  expect(state.outbound.revenueGoal).toBe("2000000");
  expect(state.outbound.winRate).toBe("25");
  expect(state.cost.bdrCount).toBe("2");
});

test("invalid values in the query fall back to their defaults without affecting the valid ones", () => {
  const state = searchParamsToState(
    new URLSearchParams(
      "goal=abc&winRate=0&salary=-5&benefits=150&bdrs=1.5&industry=mining&months=Infinity&dealSize=NaN&tools=1e999&training=900",
    ),
  );
  const expected = changed((s) => {
    s.cost.trainingCost = "900";
  });
  expect(state).toEqual(expected);
});

test("values that are only impossible together fall back to the defaults", () => {
  expect(searchParamsToState(new URLSearchParams("rampFrom=6&rampTo=2")).cost).toEqual(defaultState().cost);
  expect(searchParamsToState(new URLSearchParams("rampFrom=10")).cost).toEqual(defaultState().cost);
  expect(searchParamsToState(new URLSearchParams("emailReplyRate=0")).outbound).toEqual(defaultState().outbound);
  expect(searchParamsToState(new URLSearchParams("emailShare=100&linkedinReplyRate=0")).outbound).toMatchObject({
    emailShare: "100",
    linkedinReplyRate: "0",
  });
});

test("invalid values being typed are left out of the query rather than shared", () => {
  const state = changed((s) => {
    s.outbound.winRate = "-3";
    s.outbound.revenueGoal = "3000000";
  });
  expect(stateToSearchParams(state).toString()).toBe("goal=3000000");
});

test("the form's values become the state as typed, an invalid one kept for its error, a missing one at its default", () => {
  const state = formValuesToState(new URLSearchParams({ goal: "2000000", winRate: "abc", industry: "healthcare" }));
  expect(state.outbound.revenueGoal).toBe("2000000");
  expect(state.outbound.winRate).toBe("abc");
  expect(state.industry).toBe("healthcare");
  expect(state.cost).toEqual(defaultState().cost);
});

test("an unknown industry in the form falls back to the default", () => {
  expect(formValuesToState(new URLSearchParams({ industry: "nonsense" })).industry).toBe(defaultState().industry);
});
