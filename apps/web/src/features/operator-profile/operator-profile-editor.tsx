"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  missingOperatorListMessage,
  OPERATOR_PROFILE_MESSAGES,
  operatorProfileSchema,
  type OperatorProfileInput,
  type OperatorProfileValues,
} from "@skyhire/validators";
import { Button, Card, CardContent, ConfirmAction } from "@skyhire/ui";
import { toast } from "@skyhire/ui/toast";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormProvider, useForm, type FieldErrors } from "react-hook-form";
import { useTRPC } from "~/trpc/react";
import { BaseLocationSection } from "./base-location-section";
import { CompanyInfoSection } from "./company-info-section";
import { CompletionBar, useCompletion } from "./completion-bar";
import { toFormValues, type OperatorProfileFormValues, type StoredOperatorProfile } from "./form-values";
import { InsuranceSection, LicencesSection } from "./document-sections";
import { PortfolioSection } from "./portfolio-section";
import { PricingSection } from "./pricing-section";
import { QualificationsSection } from "./qualifications-section";
import { saveErrorMessage, SAVE_MESSAGES } from "./save-messages";
import { useServerFieldErrors } from "~/features/forms/server-errors";
import { ServiceAreasSection } from "./service-areas-section";
import { UploadProvider, useUploads } from "./use-uploads";

/** Fields a server refusal can point at, so its message lands under the field. */
const SERVER_FIELDS = ["companyName", "logoUrl", "website", "bio", "location", "serviceRadiusKm", "defaultMargin", "currency"] as const;

function validationToast(description: string) {
  toast({ variant: "destructive", title: OPERATOR_PROFILE_MESSAGES.validationErrorTitle, description });
}

interface OperatorProfileEditorProps {
  initialValues: OperatorProfileFormValues;
  /** A profile exists: saves update it (PUT); otherwise the first save creates it (POST). */
  exists: boolean;
}

/**
 * The operator profile editor (docs/product.md#operator-profile-editor): company info, qualifications, licences,
 * insurance, service areas, portfolio, pricing, completion, Save Draft and Save & Publish.
 * Checked by operatorProfileSchema (the procedures' own schema) before anything is sent.
 */
export function OperatorProfileEditor(props: OperatorProfileEditorProps) {
  return (
    <UploadProvider>
      <Editor {...props} />
    </UploadProvider>
  );
}

function Editor({ initialValues, exists: existsAtLoad }: OperatorProfileEditorProps) {
  const trpc = useTRPC();
  const router = useRouter();
  const { pending: uploading } = useUploads();
  const form = useForm<OperatorProfileInput, unknown, OperatorProfileValues>({
    resolver: zodResolver(operatorProfileSchema),
    defaultValues: initialValues,
  });
  const placeFieldErrors = useServerFieldErrors(form, SERVER_FIELDS);
  // Saved once, it exists: the next save updates it.
  const [exists, setExists] = useState(existsAtLoad);
  // Live: published, so its listings are public. Save Draft then takes them offline (confirmed first).
  const [live, setLive] = useState(existsAtLoad && initialValues.publish);
  const [leaving, setLeaving] = useState(false);

  const handlers = {
    onSuccess: (saved: StoredOperatorProfile, input: { publish?: boolean }) => {
      const created = !exists;
      setExists(true);
      setLive(saved.isPublished);
      if (input.publish) {
        toast({ title: SAVE_MESSAGES.published });
        setLeaving(true);
        // A full load: the navigation bar re-reads the account (a customer is now an operator).
        window.location.assign("/dashboard/operator");
        return;
      }
      toast({ title: SAVE_MESSAGES.draft });
      form.reset(toFormValues(saved));
      if (created) router.refresh();
    },
    onError: (error: unknown) => {
      toast({ variant: "destructive", title: "Error", description: saveErrorMessage(error) });
      placeFieldErrors(error);
    },
  };
  const create = useMutation(trpc.profiles.operator.create.mutationOptions(handlers));
  const update = useMutation(trpc.profiles.operator.update.mutationOptions(handlers));
  const saving = create.isPending || update.isPending || leaving;

  function onValid(values: OperatorProfileValues) {
    // docs/product.md#operator-profile-editor: at submit (either button) at least one qualification and one service area.
    const missing = missingOperatorListMessage(values);
    if (missing) return validationToast(missing);
    const input = {
      ...values,
      // A cleared base city is sent as "" (the schema reads it as "no base").
      location: values.location ?? "",
      // The plain address list kept beside each item's media (docs/product.md#operator-profile-editor), always in step with it.
      portfolioItems: values.portfolioItems.map((item) => ({ ...item, mediaUrls: item.media.map((m) => m.url) })),
    };
    if (exists) update.mutate(input);
    else create.mutate(input);
  }

  function onInvalid(errors: FieldErrors<OperatorProfileInput>) {
    const listMessage = errors.qualifications?.message ?? errors.serviceAreas?.message;
    if (listMessage) validationToast(listMessage);
  }

  function submit(publish: boolean) {
    form.setValue("publish", publish);
    void form.handleSubmit(onValid, onInvalid)();
  }

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {exists ? "Edit Operator Profile" : "Become a Drone Operator"}
        </h1>
        <p className="mt-1 text-muted-foreground">
          {exists
            ? "Keep your company details, documents and portfolio up to date."
            : "Tell customers about your drone business and start receiving work."}
        </p>
      </div>

      <FormProvider {...form}>
        <form
          noValidate
          className="flex flex-col gap-6"
          onSubmit={(event) => {
            event.preventDefault();
            // Enter in a field saves a draft, but never takes a live profile offline unasked.
            if (!live) submit(false);
          }}
        >
          <CompanyInfoSection />
          <BaseLocationSection />
          <QualificationsSection />
          <LicencesSection />
          <InsuranceSection />
          <ServiceAreasSection />
          <PortfolioSection />
          <PricingSection />
          <SaveBar saving={saving} uploading={uploading > 0} live={live} onSave={submit} />
        </form>
      </FormProvider>
    </div>
  );
}

function SaveBar({
  saving,
  uploading,
  live,
  onSave,
}: {
  saving: boolean;
  uploading: boolean;
  live: boolean;
  onSave: (publish: boolean) => void;
}) {
  const { canPublish } = useCompletion();
  const busy = saving || uploading;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <CompletionBar />
        {uploading ? (
          <p role="status" className="text-sm text-muted-foreground">
            Waiting for uploads to finish…
          </p>
        ) : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {live ? (
            <ConfirmAction
              label="Save Draft"
              title={SAVE_MESSAGES.unpublishTitle}
              description={SAVE_MESSAGES.unpublishWarning}
              confirmLabel="Save Draft and go offline"
              pendingLabel="Saving…"
              variant="outline"
              confirmVariant="destructive"
              pending={busy}
              onConfirm={async () => onSave(false)}
            />
          ) : (
            <Button type="button" variant="outline" disabled={busy} onClick={() => onSave(false)}>
              Save Draft
            </Button>
          )}
          <Button type="button" disabled={busy || !canPublish} onClick={() => onSave(true)}>
            Save &amp; Publish
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
