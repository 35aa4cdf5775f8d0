import { handleCreditNotePdfRequest } from "@skyhire/api/rest";
import { createContext } from "~/server/context";

export const dynamic = "force-dynamic";

/** GET /api/credit-notes/{id}/pdf: a credit note as a PDF made on the server, for the invoice's customer or an admin. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  const { id } = await params;
  return handleCreditNotePdfRequest(await createContext(request), id);
}
