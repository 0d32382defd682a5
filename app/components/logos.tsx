import { useId } from "react";
import { siteConfig } from "~/lib/site-config";

/** The Mamut mark: an "M" drawn like a mammoth's back and tusks. */
export function MamutMark({ className = "size-8" }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6160f2" />
          <stop offset="1" stopColor="#312e81" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${id})`} />
      <path
        d="M7.5 23.5V11l5.75 7.25L16 14.5l2.75 3.75L24.5 11v12.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M24.5 23.5c0 1.8-1.6 2.6-3.2 2" fill="none" stroke="#fbbf24" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
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

/** The Healthtech Heroes podcast mark: a pulse line in a shield. */
export function HeroesMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <path d="M16 2.5 27 6.5v8.2c0 7-4.6 12.3-11 14.8C9.6 27 5 21.7 5 14.7V6.5z" fill="#0f766e" />
      <path
        d="M8.5 16h4l2-4.5 3.5 9 2-4.5h3.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function HeroesLogo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <HeroesMark className="size-7" />
      <span className="hidden text-sm leading-tight font-bold text-teal-800 min-[420px]:inline">
        Healthtech
        <br />
        Heroes
      </span>
    </span>
  );
}
