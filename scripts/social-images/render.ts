import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import sharp from "sharp";
import { RIDGE, RIDGE_STROKE, TUSK } from "../../app/components/illustrations/signature.ts";

const require = createRequire(import.meta.url);
const font = (weight: number) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));

const fonts = [
  { name: "Inter", data: font(500), weight: 500 as const, style: "normal" as const },
  { name: "Inter", data: font(700), weight: 700 as const, style: "normal" as const },
  { name: "Inter", data: font(800), weight: 800 as const, style: "normal" as const },
];

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (type: string, style: Record<string, unknown>, children?: unknown): Node => ({
  type,
  props: { style, children },
});

export type CardInput = {
  /** Small label above the title, e.g. the article's category. */
  eyebrow: string;
  title: string;
  /** Footer text after the brand, e.g. "Outbound Insights". */
  footer: string;
  productName: string;
};

const mark = (size: number): Node => ({
  type: "svg",
  props: {
    width: size,
    height: size,
    viewBox: "0 0 32 32",
    children: [
      { type: "rect", props: { width: 32, height: 32, rx: 8, fill: "#4f46e5" } },
      {
        type: "path",
        props: {
          d: RIDGE,
          fill: "none",
          stroke: "#fff",
          strokeWidth: RIDGE_STROKE,
          strokeLinecap: "round",
          strokeLinejoin: "round",
        },
      },
      {
        type: "path",
        props: {
          d: TUSK,
          fill: "none",
          stroke: "#fbbf24",
          strokeWidth: 2,
          strokeLinecap: "round",
        },
      },
    ],
  },
});

/** The signature (components/illustrations/signature.ts) drawn large behind the card's right half, like a ridge on the horizon. */
const ridge: Node = {
  type: "svg",
  props: {
    width: 480,
    height: 421,
    viewBox: "6.2 9.7 19.6 17.2",
    style: { position: "absolute", right: 56, top: 40 },
    children: [RIDGE, TUSK].map((d) => ({
      type: "path",
      props: {
        d,
        fill: "none",
        stroke: "rgba(198,206,255,0.22)",
        // A drawn line at this size, not the mark's heavy stroke.
        strokeWidth: 0.5,
        strokeLinecap: "round",
        strokeLinejoin: "round",
      },
    })),
  },
};

/** One visual style for every cover and social image: 1200x630 (or scaled) PNG. */
export async function renderCardSvg(input: CardInput): Promise<string> {
  const titleSize = input.title.length > 70 ? 56 : input.title.length > 45 ? 64 : 72;
  const tree = h(
    "div",
    {
      // Satori adds padding to the size (content-box): 1056 + 2 * 72 = 1200, 502 + 2 * 64 = 630.
      width: 1056,
      height: 502,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "64px 72px",
      position: "relative",
      overflow: "hidden",
      fontFamily: "Inter",
      color: "#ffffff",
      backgroundColor: "#1e1b4b",
      backgroundImage:
        "radial-gradient(circle at 85% 15%, rgba(97,96,242,0.75) 0%, rgba(30,27,75,0) 55%), radial-gradient(circle at 0% 100%, rgba(20,184,166,0.35) 0%, rgba(30,27,75,0) 45%)",
    },
    [
      ridge,
      h("div", { display: "flex", alignItems: "center" }, [
        h(
          "div",
          {
            display: "flex",
            padding: "10px 22px",
            borderRadius: 999,
            backgroundColor: "rgba(255,255,255,0.12)",
            border: "2px solid rgba(255,255,255,0.25)",
            fontSize: 26,
            fontWeight: 700,
            color: "#fcd34d",
          },
          input.eyebrow,
        ),
      ]),
      h(
        "div",
        {
          display: "flex",
          fontSize: titleSize,
          fontWeight: 800,
          lineHeight: 1.1,
          letterSpacing: "-0.02em",
          maxWidth: 1000,
        },
        input.title,
      ),
      h("div", { display: "flex", alignItems: "center", justifyContent: "space-between" }, [
        h("div", { display: "flex", alignItems: "center" }, [
          mark(56),
          h("div", { display: "flex", marginLeft: 18, fontSize: 34, fontWeight: 800 }, input.productName),
        ]),
        h("div", { display: "flex", fontSize: 26, fontWeight: 500, color: "#c6ceff" }, input.footer),
      ]),
    ],
  );
  return satori(tree as unknown as Parameters<typeof satori>[0], { width: 1200, height: 630, fonts });
}

/** The card as a 1200 x 630 progressive JPEG (what social networks read). */
export async function renderCard(input: CardInput): Promise<Buffer> {
  const svg = await renderCardSvg(input);
  const png = new Resvg(svg, { fitTo: { mode: "width", value: 1200 } }).render().asPng();
  return sharp(png).jpeg({ quality: 82, mozjpeg: true, progressive: true }).toBuffer();
}
