"use client";

import { Button, Card, CardContent, CardHeader, CardTitle, buttonVariants } from "@skyhire/ui";
import { ExternalLink, FileText, X } from "lucide-react";

export interface ViewedDocument {
  /** "Licence GBR-RP-0042" / "Insurance CD-778812". */
  title: string;
  url: string;
  name: string;
  type: string | null;
  expiryDate: string;
}

/**
 * The document the admin opened, beside the decision. Licences and insurance are private uploads
 * (GET /api/documents/{id} answers admins and the owner only): a picture is shown here, a PDF opens
 * in its own tab (the server sends it as a download, never inside another page).
 */
export function DocumentViewer({
  document,
  onClose,
}: {
  document: ViewedDocument | null;
  onClose: () => void;
}) {
  if (!document) return null;
  const isImage =
    document.type?.startsWith("image/") ?? /\.(png|jpe?g|gif|webp)$/i.test(document.name);
  return (
    <Card data-testid="document-viewer">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <CardTitle className="text-base">{document.title}</CardTitle>
        <Button variant="ghost" size="icon" aria-label="Close document" onClick={onClose}>
          <X aria-hidden="true" />
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {isImage ? (
          // A plain <img>: our own upload, served by /api/documents to admins; no optimiser round trip.
          <img
            src={document.url}
            alt={`${document.title}: ${document.name}`}
            className="max-h-96 w-full rounded-md border object-contain"
          />
        ) : (
          <div className="flex items-center gap-3 rounded-md border bg-muted/40 p-4 text-sm">
            <FileText className="size-8 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span className="min-w-0 break-all">{document.name}</span>
          </div>
        )}
        <a
          href={document.url}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline", size: "sm", className: "self-start" })}
        >
          <ExternalLink aria-hidden="true" />
          Open in new tab
        </a>
      </CardContent>
    </Card>
  );
}
