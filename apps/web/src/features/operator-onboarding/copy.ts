/** Operator onboarding texts (docs/product.md#operator-onboarding). Titles and toast texts are requirements: keep them exact. */
import { OPERATOR_ONBOARDING_STEP_LABELS } from "@skyhire/validators";

export const STEP_LABELS = OPERATOR_ONBOARDING_STEP_LABELS;
export const STEP_COUNT = STEP_LABELS.length;

export const STEP_TITLES = {
  1: "Create Your Account",
  2: "Basic Information",
  3: "Documentation",
  4: "Setup Your Profile",
  5: "Under Review",
} as const;

export const TOASTS = {
  accountCreated: { title: "Account Created", description: "Please check your email for verification link" },
  registrationFailed: { title: "Registration Failed" },
  profileSubmitted: { title: "Profile Submitted", description: "Your profile is under review by our admin team" },
  submissionFailed: { title: "Submission Failed" },
  uploadFailed: { title: "Upload Failed" },
  signInFailed: { title: "Sign In Required" },
  verificationSent: { title: "Verification Email Sent", description: "Please check your email for verification link" },
  verificationFailed: { title: "Error" },
} as const;

export const PENDING_NOTE =
  "Our admin team is reviewing your licences, insurance and profile. We will send you an e-mail as soon as your profile is approved.";

/** Where Go to Dashboard leads (the operator dashboard shows the approval state). */
/** docs/product.md#operator-onboarding: Go to Dashboard goes to / (the signed-in home, with the operator shortcuts). */
export const DASHBOARD_PATH = "/";
