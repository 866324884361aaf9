import { type DocumentExtension, DocumentContentType } from '@finx/domain';
import { fileTypeFromBuffer } from 'file-type';

export interface SniffedType {
  extension: DocumentExtension;
  contentType: string;
}

/**
 * What a file is, by its bytes (file-type's signatures: `%PDF`, the PNG and JPEG magic numbers, and for
 * DOCX a zip whose `[Content_Types].xml` declares a Word document). The name and the declared type are
 * never asked: a PDF named `.png` is a PDF, an `.exe` named `.pdf` is refused. Null: not an allowed type.
 */
export const sniffDocument = async (bytes: Buffer): Promise<SniffedType | null> => {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return null;
  const extension = found.ext === 'jpg' ? 'jpg' : found.ext;
  if (!(extension in DocumentContentType)) return null;
  const allowed = extension as DocumentExtension;
  return { extension: allowed, contentType: DocumentContentType[allowed] };
};
