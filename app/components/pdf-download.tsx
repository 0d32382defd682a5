import { Icon } from "~/components/ui/icon";
import { pdfFileName, pdfHref } from "~/lib/document-pdf";
import { siteConfig } from "~/lib/site-config";
import { PrintButton } from "./print-button";
import { buttonClasses } from "./ui/button";

type PdfDownloadProps = {
  /** The document's own path: its PDF is the build's print of that page. */
  path: string;
  className?: string;
};

/**
 * Whether the build writes a PDF of each printable document (it does when it finds Chromium or
 * Chrome, scripts/browser-path.ts). Baked in by vite.config.ts, so a page never links a file
 * the build did not write.
 */
declare const __PDF_DOWNLOADS__: boolean;

/**
 * "Download PDF": a plain link to the PDF the build printed from this page (works without
 * script). A build without a browser wrote no PDF, so the control prints the page and says so.
 */
export function PdfDownload({ path, className = buttonClasses({ variant: "secondary" }) }: PdfDownloadProps) {
  if (!__PDF_DOWNLOADS__) return <PrintButton label="Print" icon="printer" className={className} />;
  return (
    <a
      href={pdfHref(path)}
      download={pdfFileName(path, siteConfig.productName)}
      type="application/pdf"
      className={`print-hidden ${className}`}
    >
      <Icon name="download" className="size-4" />
      Download PDF
    </a>
  );
}
