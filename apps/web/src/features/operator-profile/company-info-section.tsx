"use client";

import { LIMITS, normaliseWebsite, UPLOAD_PURPOSES } from "@skyhire/validators";
import { Button, Input, Label, Textarea, cn } from "@skyhire/ui";
import { ImageIcon, X } from "lucide-react";
import { useWatch } from "react-hook-form";
import { useEditorForm } from "./editor-form";
import { FieldError } from "~/features/forms/field";
import { FilePicker } from "./file-picker";
import { EditorSection } from "./section";
import { useUploads } from "./use-uploads";

const LOGO_ACCEPT = UPLOAD_PURPOSES.logo.types.join(",");

/** Company name, logo (uploaded, previewed from its real address), website and bio with a live count. */
export function CompanyInfoSection() {
  const { register, setValue, control, formState } = useEditorForm();
  const { errors } = formState;
  const { upload } = useUploads();
  const logoUrl = useWatch({ control, name: "logoUrl" });
  const bio = useWatch({ control, name: "bio" });
  const bioLength = bio.trim().length;
  const bioOutOfRange = bioLength > 0 && (bioLength < LIMITS.bioMin || bioLength > LIMITS.bioMax);

  async function onLogo(files: File[]) {
    const file = files[0];
    if (!file) return;
    const stored = await upload(file, "logo");
    if (stored) setValue("logoUrl", stored.url, { shouldDirty: true, shouldValidate: true });
  }

  const website = register("website", {
    onBlur: (event: { target: HTMLInputElement }) => {
      const value = event.target.value.trim();
      // docs/product.md#operator-profile-editor: no http(s) scheme → https:// in front (shown, so the operator sees what is saved).
      if (value) setValue("website", normaliseWebsite(value), { shouldDirty: true });
    },
  });

  return (
    <EditorSection id="company-info" title="Company Information" description="How customers see your business.">
      <div className="flex flex-col gap-2">
        <Label htmlFor="companyName">Company Name</Label>
        <Input
          id="companyName"
          autoComplete="organization"
          aria-invalid={!!errors.companyName}
          aria-describedby={errors.companyName ? "companyName-error" : undefined}
          {...register("companyName")}
        />
        <FieldError id="companyName-error" message={errors.companyName?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <span className="text-sm font-medium">Company Logo</span>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted">
            {logoUrl ? (
              // A plain <img>: the file is our own upload, already sized; no optimiser round-trip.
              <img src={logoUrl} alt="Company logo preview" className="size-full object-contain" />
            ) : (
              <ImageIcon className="size-8 text-muted-foreground" aria-hidden="true" />
            )}
          </div>
          <div className="flex flex-col gap-2">
            <FilePicker
              label={logoUrl ? "Change Logo" : "Upload Logo"}
              accept={LOGO_ACCEPT}
              onFiles={onLogo}
              hint="PNG, JPG, WebP or GIF, up to 5MB"
            />
            {logoUrl ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="w-fit"
                onClick={() => setValue("logoUrl", "", { shouldDirty: true })}
              >
                <X aria-hidden="true" />
                Remove Logo
              </Button>
            ) : null}
          </div>
        </div>
        <FieldError id="logoUrl-error" message={errors.logoUrl?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="website">Website</Label>
        <Input
          id="website"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
          aria-invalid={!!errors.website}
          aria-describedby={errors.website ? "website-error" : undefined}
          {...website}
        />
        <FieldError id="website-error" message={errors.website?.message} />
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="bio">Bio</Label>
        <Textarea
          id="bio"
          rows={5}
          placeholder="Tell customers about your experience, equipment and the work you do."
          aria-invalid={!!errors.bio}
          aria-describedby={cn("bio-count", errors.bio && "bio-error")}
          {...register("bio")}
        />
        <p
          id="bio-count"
          aria-live="polite"
          className={cn("text-xs", bioOutOfRange ? "text-destructive" : "text-muted-foreground")}
        >
          {bioLength}/{LIMITS.bioMax} characters (minimum {LIMITS.bioMin})
        </p>
        <FieldError id="bio-error" message={errors.bio?.message} />
      </div>
    </EditorSection>
  );
}
