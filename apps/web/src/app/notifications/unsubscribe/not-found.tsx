import { NOTIFICATION_SETTINGS_MESSAGES, NOTIFICATION_SETTINGS_PATHS } from "@skyhire/validators";
import Link from "next/link";

/** A changed, unknown or malformed unsubscribe link: answered 404 with what to do instead. */
export default function InvalidUnsubscribeLink() {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight">Notification e-mails</h1>
      <p role="alert">
        {NOTIFICATION_SETTINGS_MESSAGES.invalidLink}{" "}
        <Link href={NOTIFICATION_SETTINGS_PATHS.settings} className="underline underline-offset-4">
          Notification settings
        </Link>
      </p>
    </div>
  );
}
