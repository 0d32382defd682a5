import { Icon } from "~/components/ui/icon";
import type { ReactNode } from "react";
import type { FieldSpec, FieldUnit } from "./number-field";
import { FigureText } from "~/features/one-pagers/figure-text";

const units: Record<FieldUnit, { prefix?: string; suffix?: string; spoken: string }> = {
  usd: { prefix: "$", spoken: "in US dollars" },
  "usd-per-month": { prefix: "$", suffix: "/ month", spoken: "in US dollars a month" },
  percent: { suffix: "%", spoken: "percent" },
  months: { suffix: "months", spoken: "months" },
  bdrs: { suffix: "BDRs", spoken: "" },
};

type NumberInputProps = {
  id: string;
  /** The query parameter it fills when the form is sent without script. */
  name: string;
  spec: FieldSpec;
  value: string;
  error?: string;
  /** A computed figure shown under the field, e.g. what a percentage comes to in dollars. */
  note?: ReactNode;
  onChange: (value: string) => void;
};

/** A labelled number field with its unit, hint and error, wired up for assistive technology. */
export function NumberInput({ id, name, spec, value, error, note, onChange }: NumberInputProps) {
  const unit = units[spec.unit];
  const hintId = spec.hint ? `${id}-hint` : undefined;
  const noteId = note && !error ? `${id}-note` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, noteId].filter(Boolean).join(" ") || undefined;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {spec.label}
        {unit.spoken && <span className="sr-only"> ({unit.spoken})</span>}
      </label>
      <div
        // The field's box draws the site's focus ring (3:1 on white) around the unit and the number;
        // its border is slate-500 (4.8:1), as on the contact form.
        className={`mt-1.5 flex items-center rounded-lg border bg-white text-base shadow-xs focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-(--focus-ring) ${
          error ? "border-2 border-danger" : "border-field"
        }`}
      >
        {unit.prefix && (
          <span aria-hidden="true" className="pl-3 text-muted">
            {unit.prefix}
          </span>
        )}
        <input
          id={id}
          name={name}
          type="number"
          inputMode="decimal"
          min={spec.min}
          max={spec.max}
          step={spec.step}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-11 w-full min-w-0 [appearance:textfield] bg-transparent py-2 tabular-nums focus-visible:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ${unit.prefix ? "pl-1.5" : "pl-3"} ${unit.suffix ? "pr-1.5" : "pr-3"}`}
        />
        {unit.suffix && (
          <span aria-hidden="true" className="pr-3 text-sm whitespace-nowrap text-muted">
            {unit.suffix}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
          <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      {note && !error && (
        <p id={noteId} className="mt-1 text-sm font-medium text-brand-800">
          {note}
        </p>
      )}
      {spec.hint && (
        <p id={hintId} className="mt-1 text-xs text-muted print:hidden">
          <FigureText>{spec.hint}</FigureText>
        </p>
      )}
    </div>
  );
}
