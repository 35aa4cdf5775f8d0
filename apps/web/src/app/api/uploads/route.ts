import { handleUploadPost } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

/**
 * POST /api/uploads: multipart/form-data with `file` and `purpose` (logo, portfolio, licence,
 * insurance) → 201 { name, size, type, url, uploadedAt }. Checks live in packages/api (rest/uploads.ts).
 */
export async function POST(request: Request): Promise<Response> {
  return handleUploadPost(request, await createContext(request));
}
