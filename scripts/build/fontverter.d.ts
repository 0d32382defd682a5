// fontverter ships no types: the one function the font subset uses (scripts/build/site-font.ts).
declare module "fontverter" {
  type Format = "truetype" | "sfnt" | "woff" | "woff2";
  const fontverter: {
    /** The font in another format (woff2 through the WebAssembly build of Google's woff2). */
    convert(font: Uint8Array, to: Format, from?: Format): Promise<Buffer>;
  };
  export default fontverter;
}
