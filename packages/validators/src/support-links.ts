// No zod: client code imports these through "@skyhire/validators/plain".

export const SUPPORT_PATH = "/support";

/** A message that sends the user to support ("… contact support to dispute it"): shown with a link to it. */
export function mentionsSupport(message: string): boolean {
  return /contact support/i.test(message);
}
