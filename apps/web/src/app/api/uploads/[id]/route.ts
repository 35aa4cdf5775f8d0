import { handleUploadGet } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

/** GET /api/uploads/{id}: a picture or video; a document's old address here answers 308 to /api/documents/{id}. */
export async function GET(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const { id } = await params;
  return handleUploadGet(await createContext(request), id);
}
