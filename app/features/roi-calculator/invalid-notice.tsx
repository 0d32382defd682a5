import { Icon } from "~/components/ui/icon";

type InvalidNoticeProps = { errors: ReadonlyArray<{ id: string; label: string }> };

/** Stands in for the results while a field is invalid, and takes the visitor to each one. */
export function InvalidNotice({ errors }: InvalidNoticeProps) {
  return (
    <div className="rounded-card border border-red-200 bg-red-50 p-6 text-red-900">
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="circle-exclamation-point" className="size-5 shrink-0" />
        Your results will appear as soon as every field holds a possible value.
      </p>
      <p className="mt-3 text-sm">Check {errors.length === 1 ? "this field" : "these fields"}:</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {errors.map((error) => (
          <li key={error.id}>
            <button
              type="button"
              onClick={() => document.getElementById(error.id)?.focus()}
              className="min-h-8 rounded-full bg-white px-3 py-1 text-sm font-semibold text-red-800 underline underline-offset-2 ring-1 ring-red-200 hover:bg-red-100"
            >
              {error.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
