import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { LiveUpdatesLoader } from "~/features/live/live-updates-loader";
import { getCurrentUser } from "~/server/session";
import { NavBar } from "./_components/nav/nav-bar";
import { SessionProvider } from "~/features/shell/session-provider";
import { SiteFooter } from "./_components/site-footer";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Skyhire — Professional drone services marketplace", template: "%s | Skyhire" },
  description:
    "Find certified drone operators for inspection, mapping, aerial photography and surveying, or offer your drone services worldwide.",
  applicationName: "Skyhire",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#ffffff",
};

/**
 * The session is read on the server before the shell is sent, so the bar never flashes the
 * signed-out state; pages stream below it with the spinner of loading.tsx while they load.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">
        <SessionProvider user={user}>
          <NavBar user={user} />
          <main id="main" className="flex flex-1 flex-col">
            {children}
          </main>
          <SiteFooter />
          {user ? <LiveUpdatesLoader /> : null}
        </SessionProvider>
      </body>
    </html>
  );
}
