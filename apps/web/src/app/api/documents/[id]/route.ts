import { handleDocumentGet } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

/** GET /api/documents/{id}: a licence or insurance document, as a download, for its owner and admins. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  return handleDocumentGet(await createContext(request), id);
}
