import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import type { UploadRule } from '../../shared/contract/endpoint.js';
import { MSG } from '../../shared/messages.js';
import { validationError } from '../lib/app-error.js';
import { detectImageType, detectSpreadsheetType, type ImageType } from '../lib/file-types.js';

/** A file that passed its endpoint's rule: count, size and content (magic bytes). */
export interface UploadedFile {
  fileName: string;
  /** The detected type: an image MIME type, or 'xlsx' / 'xls'. */
  type: ImageType | 'xlsx' | 'xls';
  data: Buffer;
}

export async function registerUploads(app: FastifyInstance) {
  // Per-endpoint limits are passed to request.parts(); these are the outer bounds.
  await app.register(multipart, { limits: { fields: 30, fieldSize: 100_000, parts: 60 } });
}

const refuse = (field: string, message: string) => validationError([{ field, message }]);

/**
 * Reads a multipart request under `rule`: text parts become the body (validated by the
 * caller with the endpoint's schema), files are read into memory only up to maxBytes and
 * refused when they are too many, too big, or not of the rule's kind.
 */
export async function readUpload(request: FastifyRequest, rule: UploadRule): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw refuse(rule.field, MSG.notMultipart);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let tooMany = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: rule.maxBytes, files: rule.maxFiles + 1 } })) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== rule.field || files.length >= rule.maxFiles) {
        tooMany ||= part.fieldname === rule.field;
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      const type = rule.kind === 'image' ? detectImageType(data) : detectSpreadsheetType(data, part.filename);
      if (!type) throw refuse(rule.field, rule.wrongKindText ?? (rule.kind === 'image' ? MSG.notImage : MSG.notSpreadsheet));
      files.push({ fileName: part.filename, type, data });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(rule.field, rule.tooBigText ?? MSG.fileTooBig(rule.maxBytes));
    if (code === 'FST_FILES_LIMIT') throw refuse(rule.field, rule.tooManyText ?? MSG.tooManyFiles(rule.maxFiles));
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw refuse(rule.field, MSG.notMultipart);
    }
    throw error;
  }
  if (tooMany) throw refuse(rule.field, rule.tooManyText ?? MSG.tooManyFiles(rule.maxFiles));
  if (rule.required && files.length === 0) throw refuse(rule.field, MSG.fileRequired);
  return { fields, files };
}
