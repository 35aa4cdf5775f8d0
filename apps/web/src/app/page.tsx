import { getCurrentUser } from "~/server/session";
import { SignedInHome } from "./_components/home/signed-in-home";
import { LandingPage } from "./_components/landing/landing-page";

/** "/": the landing page for visitors, the home page for signed-in users. */
export default async function HomePage() {
  const user = await getCurrentUser();
  return user ? <SignedInHome user={user} /> : <LandingPage />;
}
