import { Icon } from "~/components/ui/icon";
import type { ComponentType } from "react";
import { DownloadAndPrint } from "~/components/pdf-download";
import { PrintRunningHeader } from "~/components/print-running-header";
import type { DatedDocumentPage } from "~/content/pages";
import { siteConfig } from "~/lib/site-config";
import { DocumentHero } from "./document-hero";
import { DocumentLayout } from "./document-layout";
import { privacyPolicySections } from "./document-sections";

const contacts = [
  { label: "Privacy questions and requests", address: siteConfig.email.privacy },
  { label: "Data protection officer", address: siteConfig.email.dpo },
] as const;

export function PrivacyPolicyPage({ Text, page }: { Text: ComponentType; page: DatedDocumentPage }) {
  return (
    // A named page: on paper every page carries the running header.
    <div style={{ page: "privacy-policy" }}>
      <PrintRunningHeader
        name="privacy-policy"
        left={`${siteConfig.productName} · ${page.title}`}
        right={`Last updated: ${page.updatedLabel}`}
        everyPage
      />
      <DocumentHero
        eyebrow="Legal"
        title={page.title}
        intro="What this website collects, why, how long we keep it and who receives it. In short: no cookies, no trackers, and only what you choose to send us."
        breadcrumbs={[
          { name: "Home", path: "/" },
          { name: page.title, path: "/privacy-policy" },
        ]}
        meta={
          <p>
            Last updated: <time dateTime={page.updated}>{page.updatedLabel}</time>
          </p>
        }
        actions={<DownloadAndPrint path="/privacy-policy" />}
        aside={
          <ul aria-label="Privacy contacts" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 print:mt-4">
            {contacts.map((contact) => (
              <li
                key={contact.address}
                className="flex items-start gap-3 rounded-card border border-slate-200 bg-white/80 p-4 shadow-card"
              >
                <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
                  {contact.address === siteConfig.email.dpo ? (
                    <Icon name="shield-check" className="size-5" />
                  ) : (
                    <Icon name="mail" className="size-5" />
                  )}
                </span>
                <span className="min-w-0">
                  <span className="block text-sm text-muted">{contact.label}</span>
                  <a
                    href={`mailto:${contact.address}`}
                    className="inline-flex min-h-6 font-semibold break-all text-brand-800 underline-offset-4 hover:underline"
                  >
                    {contact.address}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        }
      />
      <DocumentLayout sections={privacyPolicySections}>
        <Text />
      </DocumentLayout>
    </div>
  );
}
