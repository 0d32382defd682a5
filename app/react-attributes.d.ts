import "react";

// Invoker commands (https://html.spec.whatwg.org/#attr-button-commandfor): a button opens or closes
// a dialog without script. React 19 passes the lowercase attributes through as they are.
declare module "react" {
  // Declaration merging needs an interface, with the original's type parameter.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}
