/** Customer onboarding texts (docs/product.md#customer-onboarding). Titles and toast texts are requirements: keep them exact. */

export const STEP_LABELS = ["Account", "Contact", "Tour", "First Job", "Dashboard"] as const;
export const STEP_COUNT = STEP_LABELS.length;

export const TOASTS = {
  authRequired: { title: "Authentication Required", description: "Please sign in to continue with onboarding" },
  loginFailed: { title: "Login Failed", description: "Unable to redirect to login" },
  saveError: { title: "Save Error" },
  informationSaved: { title: "Information Saved", description: "Your profile information has been saved" },
  paymentFormNotLoaded: { title: "Error", description: "Payment form not loaded" },
  paymentError: { title: "Payment Error" },
  paymentSaveError: { title: "Error" },
  paymentMethodAdded: { title: "Payment Method Added", description: "Your payment method has been saved securely" },
  jobCreationFailed: { title: "Job Creation Failed" },
  jobCreated: { title: "Job Request Created", description: "Your job has been posted to our network of operators" },
} as const;

export const TOUR_STEPS = [
  {
    title: "Post a Request",
    text: "Describe the work you need: what it is, your budget range and when it should be done. Your request goes out to our network of certified drone operators.",
  },
  {
    title: "Review Proposals",
    text: "Operators reply with their quote, timeline and qualifications. Compare their ratings and completed jobs, then choose the proposal that fits.",
  },
  {
    title: "Approve & Pay",
    text: "Accept a proposal and pay through the platform. Your funds are held in escrow until the job is completed, and then you rate your operator.",
  },
] as const;

export const WHAT_HAPPENS_NEXT = [
  "Certified operators in our network review your request.",
  "Proposals are expected within 24 to 48 hours.",
  "Compare the proposals, accept one and pay securely through escrow.",
] as const;
