import { Icon } from "~/components/ui/icon";
import { pdfFileName, pdfHref } from "~/lib/document-pdf";
import { siteConfig } from "~/lib/site-config";
import { PrintButton } from "./print-button";
import { buttonClasses } from "./ui/button";

type DownloadAndPrintProps = {
  /** The document's own path: its PDF is the build's print of that page. */
  path: string;
  size?: "md" | "lg";
};

/**
 * Whether the build writes a PDF of each printable document (it does when it finds Chromium or
 * Chrome, scripts/browser-path.ts). Baked in by vite.config.ts, so a page never links a file
 * the build did not write.
 */
declare const __PDF_DOWNLOADS__: boolean;

/**
 * A document's two file actions (PRODUCT.md): "Download PDF", a plain link to the PDF the build
 * printed from this page (works without script), and "Print", the browser's print dialog with the
 * print stylesheet (needs the enhancement module: invisible until it runs, not there without script).
 * A build without a browser wrote no PDF: then Print alone. On a phone the two share a row where it
 * holds both labels on one line each, and fill it.
 */
export function DownloadAndPrint({ path, size = "md" }: DownloadAndPrintProps) {
  const className = buttonClasses({ variant: "secondary", size });
  const print = <PrintButton label="Print" icon="printer" className={className} />;
  if (!__PDF_DOWNLOADS__) return print;
  return (
    <div className="print-hidden flex flex-wrap gap-3 max-sm:*:grow">
      <a
        href={pdfHref(path)}
        download={pdfFileName(path, siteConfig.productName)}
        type="application/pdf"
        className={className}
      >
        <Icon name="download" className="size-4" />
        Download PDF
      </a>
      {print}
    </div>
  );
}
