import { Button, buttonVariants } from "@skyhire/ui";
import { loginUrl } from "../steps";

/** Steps 2–5 belong to an account: create one in step 1, or sign in and come back to this step. */
export function SignInRequired({ step, onCreateAccount }: { step: number; onCreateAccount: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">Please create your account or sign in to continue with onboarding.</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" onClick={onCreateAccount}>
          Create Account
        </Button>
        {/* A full navigation: /api/login is a redirect to the sign-in page, not a page to prefetch. */}
        <a href={loginUrl(step)} className={buttonVariants({ variant: "outline" })}>
          Sign In
        </a>
      </div>
    </div>
  );
}
