import { describe, expect, it } from "vitest";
import { ATTACHMENT_TYPE_NAMES, isAttachmentType } from "./attachments";

describe("the files a message or a dispute may carry", () => {
  it("are the listed types, photos, documents and survey data among them", () => {
    for (const type of ["image/jpeg", "application/pdf", "application/vnd.las", "application/zip"]) {
      expect(isAttachmentType(type), type).toBe(true);
    }
    expect(ATTACHMENT_TYPE_NAMES.every((type) => isAttachmentType(type))).toBe(true);
  });

  it("are not any other type, nor a name every object has", () => {
    for (const type of ["application/x-msdownload", "text/html", "", "toString", "constructor", "__proto__"]) {
      expect(isAttachmentType(type), type).toBe(false);
    }
  });
});
