import "server-only";
import { appBaseUrl } from "@skyhire/api/mail";
import { headers } from "next/headers";

/** This site's origin for absolute links: APP_URL in production, else the request's own host. */
export async function siteUrl(): Promise<string> {
  return appBaseUrl(await headers());
}
