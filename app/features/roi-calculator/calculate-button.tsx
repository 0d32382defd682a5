import { buttonClasses } from "~/components/ui/button";

/**
 * Without script the calculator is a form: this button sends it, and the server works the
 * results out from the address. With script the results follow every change; it is not shown.
 */
export function CalculateButton() {
  return (
    <button type="submit" className={buttonClasses({ className: "mt-8 w-full not-noscript:hidden sm:w-auto" })}>
      Calculate
    </button>
  );
}

/** How the results follow the inputs, with and without script. */
export function UpdateHint() {
  return (
    <>
      <span className="noscript:hidden">Results update as you type.</span>
      <span className="hidden noscript:inline">Change any figure, then press Calculate.</span>
    </>
  );
}
