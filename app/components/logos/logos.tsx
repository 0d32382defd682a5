import { siteConfig } from "~/lib/site-config";
import heroesMark from "./heroes-mark.svg?no-inline";
import mamutMark from "./mamut-mark.svg?no-inline";

/**
 * The Mamut mark: an "M" drawn like a mammoth's back and tusks. A fingerprinted SVG file (cached
 * for a year, shown without script and in print), not markup in the page's JavaScript: the
 * header shows it on every page.
 */
export function MamutMark({ className = "size-8" }: { className?: string }) {
  return <img src={mamutMark} alt="" width={32} height={32} className={className} />;
}

export function MamutLogo({ className = "", tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <MamutMark />
      <span className={`text-xl font-extrabold tracking-tight ${tone === "dark" ? "text-ink" : "text-white"}`}>
        {siteConfig.productName}
      </span>
    </span>
  );
}

/** The Healthtech Heroes podcast mark: a pulse line in a shield (a file, as MamutMark). */
export function HeroesMark({ className = "size-8" }: { className?: string }) {
  return <img src={heroesMark} alt="" width={32} height={32} className={className} />;
}

/**
 * The podcast's logo: its mark, with its name beside it from 420 px (below that the name is for
 * screen readers only, so a link made of the logo keeps its name).
 */
export function HeroesLogo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <HeroesMark className="size-7" />
      <span className="sr-only text-sm leading-tight font-bold text-teal-800 min-[420px]:not-sr-only">
        Healthtech <br />
        Heroes
      </span>
    </span>
  );
}
