import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { FigureText } from "./figure-text";

test("every range in a sentence is kept on one line, the words around it still wrap", () => {
  const html = renderToStaticMarkup(
    <FigureText>{"$28K-$38K a month, 68-75% show rates and 3-5x coverage, ramp 5-8 weeks"}</FigureText>,
  );
  expect(html).toBe(
    '<span class="whitespace-nowrap">$28K-$38K</span> a month, <span class="whitespace-nowrap">68-75%</span> show rates and <span class="whitespace-nowrap">3-5x</span> coverage, ramp <span class="whitespace-nowrap">5-8</span> weeks',
  );
});

test("a sentence without a range is left as it is", () => {
  expect(renderToStaticMarkup(<FigureText>{"Live in 7 days, 15+ tools"}</FigureText>)).toBe(
    "Live in 7 days, 15+ tools",
  );
});
