/**
 * Uploaded PDFs (licences, insurance certificates) must be plain documents: no JavaScript, no
 * actions that run on opening, no embedded files, no forms that send data elsewhere. Every object
 * the parser (pdf-lib) meets is checked, including those inside compressed object streams and those
 * a later update of the file replaces; the text outside streams is scanned as well, so an object too
 * broken for the parser is still seen. Names are compared decoded (`/J#61vaScript` is `/JavaScript`).
 */
import { UPLOAD_MESSAGES } from "@skyhire/validators";
import { PDFArray, PDFDict, PDFName, PDFParser, PDFRef, PDFStream, type PDFObject } from "pdf-lib";
import { DomainError } from "../errors";

/** Names (as keys or values) that only appear in a PDF that can act on its own. */
const ACTIVE_NAMES = new Set([
  "JS",
  "JavaScript",
  "AA",
  "Launch",
  "EmbeddedFile",
  "EmbeddedFiles",
  "FileAttachment",
  "RichMedia",
  "XFA",
  "SubmitForm",
  "ImportData",
  "GoToR",
  "GoToE",
]);

/** `#xx` escapes decoded (again, for a `#` that was itself escaped). */
function decodeName(raw: string): string {
  let name = raw;
  for (let round = 0; round < 3; round += 1) {
    const decoded = name.replace(/#([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
    if (decoded === name) break;
    name = decoded;
  }
  return name;
}

const nameOf = (name: PDFName) => decodeName(name.asString().slice(1));

/** A parser that shows every object to `visit` as it is read, before a later one can replace it. */
class VisitingParser extends PDFParser {
  constructor(bytes: Uint8Array, visit: (object: PDFObject) => void) {
    // Yields to other requests every few hundred objects; an unparsable object is kept as raw bytes.
    super(bytes, 200, false);
    const assign = this.context.assign.bind(this.context);
    this.context.assign = (ref, object) => {
      visit(object);
      assign(ref, object);
    };
  }
}

interface Findings {
  active: boolean;
  /** /OpenAction values that point elsewhere, checked once everything is read. */
  openActions: PDFRef[];
}

/** An /OpenAction that only says where to open (a destination, or a GoTo) is harmless; any other runs on opening. */
function isHarmlessOpenAction(value: PDFObject | undefined): boolean {
  if (value === undefined || value instanceof PDFArray) return true;
  if (!(value instanceof PDFDict)) return false;
  const kind = value.get(PDFName.of("S"));
  return kind instanceof PDFName && nameOf(kind) === "GoTo";
}

function inspect(object: PDFObject, findings: Findings, depth = 0): void {
  if (findings.active || depth > 64) return;
  if (object instanceof PDFName) {
    if (ACTIVE_NAMES.has(nameOf(object))) findings.active = true;
  } else if (object instanceof PDFArray) {
    for (const item of object.asArray()) inspect(item, findings, depth + 1);
  } else if (object instanceof PDFStream) {
    inspect(object.dict, findings, depth + 1);
  } else if (object instanceof PDFDict) {
    for (const [key, value] of object.entries()) {
      const name = nameOf(key);
      if (ACTIVE_NAMES.has(name)) findings.active = true;
      if (name === "OpenAction") {
        if (value instanceof PDFRef) findings.openActions.push(value);
        else if (!isHarmlessOpenAction(value)) findings.active = true;
      }
      inspect(value, findings, depth + 1);
    }
  }
}

/** The file's text outside stream data (pictures and compressed content are skipped, not guessed at). */
function textOutsideStreams(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString("latin1")
    .replace(/\bstream(?:\r\n|\r|\n)[\s\S]*?\bendstream\b/g, " ");
}

/** Every name written in the file outside stream data, decoded. */
function namesOutsideStreams(bytes: Uint8Array): Set<string> {
  const names = new Set<string>();
  for (const match of textOutsideStreams(bytes).matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    names.add(decodeName(match[1] ?? ""));
  }
  return names;
}

/**
 * Refuse a PDF that could run something when opened (clear message, nothing stored), one that is
 * password-protected (its contents cannot be checked) and one that cannot be read as a PDF.
 */
export async function assertPlainPdf(bytes: Uint8Array, fileName: string): Promise<void> {
  const findings: Findings = { active: false, openActions: [] };
  const parser = new VisitingParser(bytes, (object) => inspect(object, findings));
  let context;
  try {
    context = await parser.parseDocument();
  } catch {
    throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.pdfUnreadable(fileName));
  }
  const written = namesOutsideStreams(bytes);
  // A later update's trailer may leave /Encrypt out; the name written anywhere is enough.
  if (context.trailerInfo.Encrypt || written.has("Encrypt")) {
    throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.pdfEncrypted(fileName));
  }
  if (!(context.trailerInfo.Root && context.lookup(context.trailerInfo.Root) instanceof PDFDict)) {
    throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.pdfUnreadable(fileName));
  }
  const opensWithAction = findings.openActions.some(
    (ref) => !isHarmlessOpenAction(context.lookup(ref)),
  );
  if (findings.active || opensWithAction || [...ACTIVE_NAMES].some((name) => written.has(name))) {
    throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.pdfActive(fileName));
  }
}
