import { fileTypeFromBuffer } from "file-type";
import { cfbDirectoryNames } from "./cfb-directory.js";

export interface CvFileType {
  extension: "pdf" | "doc" | "docx";
  mediaType: string;
}

/**
 * A CV's type from its bytes, never from its name or the type the browser declared: a PDF, a Word
 * 97–2003 document (a CFB with a WordDocument stream and no macros) or a DOCX (a zip whose main part is a
 * Word document: file-type reads its [Content_Types].xml; macro-enabled .docm is another type). Null
 * for anything else.
 */
export async function cvFileType(bytes: Uint8Array): Promise<CvFileType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext === "pdf") return { extension: "pdf", mediaType: "application/pdf" };
  if (detected?.ext === "docx") return { extension: "docx", mediaType: detected.mime };
  if (detected?.ext === "cfb") {
    const names = cfbDirectoryNames(bytes);
    if (names?.includes("WordDocument") && !names.includes("Macros")) {
      return { extension: "doc", mediaType: "application/msword" };
    }
  }
  return null;
}
