"use client";

import { Badge, Button, Card, CardContent, CardHeader, CardTitle } from "@skyhire/ui";
import type { RouterOutputs } from "@skyhire/api";
import { isoToday, qualificationLabel, serviceAreaLabel } from "@skyhire/validators";
import { Eye } from "lucide-react";
import type { ReactNode } from "react";
import { ExpiryBadge } from "../badges";
import { formatDay } from "../format";
import type { ViewedDocument } from "./document-viewer";
import { documentStatus } from "./document-status";

export type OperatorDetail = RouterOutputs["admin"]["operator"];
type SubmittedDocument =
  OperatorDetail["licences"][number] | OperatorDetail["insuranceDocs"][number];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">{children}</CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children ?? "—"}</dd>
    </div>
  );
}

function Chips({ values, labelOf }: { values: string[]; labelOf: (value: string) => string }) {
  if (values.length === 0) return <span>—</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li key={value}>
          <Badge variant="secondary">{labelOf(value)}</Badge>
        </li>
      ))}
    </ul>
  );
}

/** The uploaded file of a licence or policy, or its address when only that was given. */
function fileOf(doc: SubmittedDocument): { url: string; name: string; type: string | null } | null {
  if (doc.document)
    return { url: doc.document.url, name: doc.document.name, type: doc.document.type };
  if (doc.documentUrl)
    return {
      url: doc.documentUrl,
      name: doc.documentUrl.split("/").pop() ?? "document",
      type: null,
    };
  return null;
}

interface DocumentRowProps {
  kind: string;
  number: string;
  expiryDate: string;
  details: ReactNode;
  doc: SubmittedDocument;
  onView: (document: ViewedDocument) => void;
}

function DocumentRow({ kind, number, expiryDate, details, doc, onView }: DocumentRowProps) {
  const file = fileOf(doc);
  const status = documentStatus({ expiryDate, hasFile: file !== null, today: isoToday() });
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(expiryDate);
  const title = `${kind} ${number}`;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="submitted-document"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium break-words">{title}</p>
        <div className="text-muted-foreground">{details}</div>
        <div className="flex flex-wrap items-center gap-2">
          <span>Expires {valid ? formatDay(expiryDate) : expiryDate || "—"}</span>
          {status.kind === "dated" ? <ExpiryBadge state={status.state} daysLeft={status.daysLeft} one /> : null}
          {status.kind === "missing-file" ? (
            <Badge variant="red" data-testid="document-missing-file">
              No file uploaded
            </Badge>
          ) : null}
        </div>
      </div>
      {file ? (
        <Button
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
          aria-label={`View ${title} document`}
          onClick={() =>
            onView({ title, url: file.url, name: file.name, type: file.type, expiryDate })
          }
        >
          <Eye aria-hidden="true" />
          View
        </Button>
      ) : null}
    </li>
  );
}

/** Everything the operator submitted (docs/product.md#operator-onboarding), with their documents one click from view. */
export function SubmissionDetails({
  profile,
  onView,
}: {
  profile: OperatorDetail;
  onView: (d: ViewedDocument) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <Section title="Company & Contact">
        <dl className="flex flex-col gap-2">
          <Field label="Company">{profile.companyName}</Field>
          <Field label="Full name">{profile.fullName}</Field>
          <Field label="E-mail">
            {profile.email}{" "}
            {profile.emailVerified ? (
              <Badge variant="green">verified</Badge>
            ) : (
              <Badge variant="grey">not verified</Badge>
            )}
          </Field>
          <Field label="Phone">{profile.phone}</Field>
          <Field label="Website">{profile.website}</Field>
          <Field label="Location">{profile.location}</Field>
          <Field label="Availability">{profile.availability}</Field>
          <Field label="Default margin">{profile.defaultMargin}%</Field>
        </dl>
      </Section>
      <Section title="Licences">
        {profile.licences.length === 0 ? (
          <p className="text-muted-foreground">No licence submitted.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {profile.licences.map((licence, index) => (
              <DocumentRow
                key={`${licence.number}-${index}`}
                kind="Licence"
                number={licence.number}
                expiryDate={licence.expiryDate}
                details={licence.type}
                doc={licence}
                onView={onView}
              />
            ))}
          </ul>
        )}
      </Section>
      <Section title="Insurance">
        {profile.insuranceDocs.length === 0 ? (
          <p className="text-muted-foreground">No insurance submitted.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {profile.insuranceDocs.map((policy, index) => (
              <DocumentRow
                key={`${policy.policyNumber}-${index}`}
                kind="Insurance"
                number={policy.policyNumber}
                expiryDate={policy.expiryDate}
                details={`${policy.provider} · coverage ${policy.coverageAmount}`}
                doc={policy}
                onView={onView}
              />
            ))}
          </ul>
        )}
      </Section>
      <Section title="Qualifications & Service Areas">
        <dl className="flex flex-col gap-2">
          <Field label="Qualifications">
            <Chips values={profile.qualifications} labelOf={qualificationLabel} />
          </Field>
          <Field label="Service areas">
            <Chips values={profile.serviceAreas} labelOf={serviceAreaLabel} />
          </Field>
          <Field label="Proof of competency">{profile.competencyProof}</Field>
        </dl>
      </Section>
      <Section title="Bio">
        <p className="whitespace-pre-line">{profile.bio}</p>
      </Section>
      <Section title="Portfolio">
        {profile.portfolioItems.length === 0 ? (
          <p className="text-muted-foreground">No portfolio items.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {profile.portfolioItems.map((item, index) => (
              <li
                key={`${item.title}-${index}`}
                className="flex flex-col gap-2 rounded-lg border p-3"
              >
                <p className="font-medium">
                  {item.title}
                  {item.projectDate ? (
                    <span className="font-normal text-muted-foreground">
                      {" "}
                      · {formatDay(item.projectDate)}
                    </span>
                  ) : null}
                </p>
                <p className="text-muted-foreground">{item.description}</p>
                {item.media.length > 0 ? (
                  <ul className="grid grid-cols-3 gap-2">
                    {item.media
                      .filter((file) => file.type.startsWith("image/"))
                      .map((file) => (
                        <li key={file.url}>
                          {/* Public portfolio images (our own uploads); no optimiser round trip. */}
                          <img
                            src={file.url}
                            alt={file.name}
                            className="aspect-square w-full rounded-md object-cover"
                          />
                        </li>
                      ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
