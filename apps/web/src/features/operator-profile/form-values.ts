import type { RouterOutputs } from "@skyhire/api";
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  LIMITS,
  RADIUS_KM,
  type Currency,
  type OperatorProfileInput,
  type UploadedFile,
} from "@skyhire/validators";

/** The caller's own profile as `profiles.operator.get` returns it. */
export type StoredOperatorProfile = NonNullable<RouterOutputs["profiles"]["operator"]["get"]>;

export interface LicenceFormValue {
  type: string;
  number: string;
  expiryDate: string;
  documentUrl?: string;
  document?: UploadedFile;
}

export interface InsuranceFormValue {
  provider: string;
  policyNumber: string;
  coverageAmount: string;
  expiryDate: string;
  documentUrl?: string;
  document?: UploadedFile;
}

/** docs/product.md#data: title, description, media list; new items also carry an empty mediaUrls list. */
export interface PortfolioItemFormValue {
  title: string;
  description: string;
  projectDate?: string;
  imageUrl?: string;
  media: UploadedFile[];
  mediaUrls: string[];
}

/**
 * What the editor holds: operatorProfileSchema's input with every list present (useFieldArray needs
 * arrays). The schema (zodResolver) turns it into what the procedures take.
 */
export interface OperatorProfileFormValues {
  companyName: string;
  logoUrl: string;
  website: string;
  bio: string;
  /** The base city ("" = none yet). */
  location: string;
  serviceRadiusKm: number;
  qualifications: string[];
  serviceAreas: string[];
  licences: LicenceFormValue[];
  insuranceDocs: InsuranceFormValue[];
  portfolioItems: PortfolioItemFormValue[];
  defaultMargin: number;
  currency: Currency;
  /** Set by the button pressed: Save & Publish (true) or Save Draft (false). */
  publish: boolean;
}

/** Fails to compile if the editor's values stop being a valid input of the shared schema. */
export type FormValuesFitSchema<T extends OperatorProfileInput = OperatorProfileFormValues> = T;

export const EMPTY_LICENCE: LicenceFormValue = { type: "", number: "", expiryDate: "" };
export const EMPTY_INSURANCE: InsuranceFormValue = {
  provider: "",
  policyNumber: "",
  coverageAmount: "",
  expiryDate: "",
};
export const EMPTY_PORTFOLIO_ITEM: PortfolioItemFormValue = {
  title: "",
  description: "",
  media: [],
  mediaUrls: [],
};

function optional<T>(value: T | null | undefined): T | undefined {
  return value ?? undefined;
}

function currencyOf(value: string | null | undefined): Currency {
  return CURRENCIES.find((c) => c === value) ?? DEFAULT_CURRENCY;
}

/** The editor's starting values: the stored profile, or an empty one (margin 15, HKD). */
export function toFormValues(profile: StoredOperatorProfile | null): OperatorProfileFormValues {
  if (!profile) {
    return {
      companyName: "",
      logoUrl: "",
      website: "",
      bio: "",
      location: "",
      serviceRadiusKm: RADIUS_KM.serviceDefault,
      qualifications: [],
      serviceAreas: [],
      licences: [],
      insuranceDocs: [],
      portfolioItems: [],
      defaultMargin: LIMITS.defaultMargin,
      currency: DEFAULT_CURRENCY,
      publish: false,
    };
  }
  return {
    companyName: profile.companyName,
    logoUrl: profile.logoUrl ?? "",
    website: profile.website ?? "",
    bio: profile.bio,
    location: profile.location ?? "",
    serviceRadiusKm: profile.serviceRadiusKm,
    qualifications: [...profile.qualifications],
    serviceAreas: [...profile.serviceAreas],
    licences: profile.licences.map((l) => ({
      type: l.type ?? "",
      number: l.number ?? "",
      expiryDate: l.expiryDate ?? "",
      documentUrl: optional(l.documentUrl),
      document: optional(l.document),
    })),
    insuranceDocs: profile.insuranceDocs.map((d) => ({
      provider: d.provider ?? "",
      policyNumber: d.policyNumber ?? "",
      coverageAmount: d.coverageAmount ?? "",
      expiryDate: d.expiryDate ?? "",
      documentUrl: optional(d.documentUrl),
      document: optional(d.document),
    })),
    portfolioItems: profile.portfolioItems.map((item) => ({
      title: item.title ?? "",
      description: item.description ?? "",
      projectDate: optional(item.projectDate),
      imageUrl: optional(item.imageUrl),
      media: item.media ?? [],
      mediaUrls: item.mediaUrls ?? item.media?.map((m) => m.url) ?? [],
    })),
    defaultMargin: profile.defaultMargin,
    currency: currencyOf(profile.currency),
    publish: profile.isPublished,
  };
}
