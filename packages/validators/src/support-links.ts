// No zod: client code imports these through "@skyhire/validators/plain".

export const SUPPORT_PATH = "/support";

/** Who answers in a support thread (any admin), as the asker sees them. */
export const SUPPORT_TEAM_NAME = "Skyhire Support";

/** A message that sends the user to support ("… contact support to dispute it"): shown with a link to it. */
export function mentionsSupport(message: string): boolean {
  return /contact support/i.test(message);
}
