// The minimal object store the product needs (scorecard images, the club logo), answering the
// Storage API paths supabase-js uses. Writes are allowed only when the database says the caller
// may write to that bucket (rpc storage_can_write, evaluated with the caller's own headers).
//
// Only raster images are kept (PNG, JPEG, WebP, recognised by their first bytes, whatever the name or
// the Content-Type the client sent), at most 10 MiB. An object is served with the type its bytes
// show; anything else that sits in the folder is served as a download, never as a page of this origin.
import { createReadStream, existsSync, mkdirSync, openSync, readSync, closeSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const PUBLIC_BUCKETS = new Set(['scorecards', 'branding']);
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** Storage answers can never run as a page: no scripts, no plugins, a sandbox, no type sniffing. */
export const STORAGE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** PNG, JPEG or WebP by the file's signature, else null. */
export function rasterType(bytes) {
  const starts = (signature, offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

function headOf(file) {
  const bytes = Buffer.alloc(12);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, bytes, 0, 12, 0);
  } finally {
    closeSync(fd);
  }
  return bytes;
}

function safePath(root, bucket, objectPath) {
  const target = normalize(join(root, bucket, objectPath));
  if (!target.startsWith(join(root, bucket) + '/')) return null;
  return target;
}

async function readBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_UPLOAD_BYTES) throw Object.assign(new Error('The object exceeded the maximum allowed size'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function createStorageHandler({ root, postgrestUrl, sendJson, forwardedHeaders, headers: answerHeaders }) {
  mkdirSync(root, { recursive: true });
  const fail = (response, status, error, message) => sendJson(response, status, { statusCode: String(status), error, message });

  async function mayWrite(request, bucket) {
    const headers = forwardedHeaders(request, postgrestUrl);
    const response = await fetch(`${postgrestUrl}/rpc/storage_can_write`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...Object.fromEntries(['authorization', 'apikey', 'x-admin-token', 'x-player-token', 'x-forwarded-for'].filter((name) => headers[name]).map((name) => [name, headers[name]])),
      },
      body: JSON.stringify({ bucket_name: bucket }),
    });
    return response.ok && (await response.json()) === true;
  }

  return async function handleStorage(request, response, path) {
    const publicMatch = path.match(/^\/object\/public\/([^/]+)\/(.+)$/);
    if (request.method === 'GET' && publicMatch) {
      const [, bucket, objectPath] = publicMatch;
      const file = PUBLIC_BUCKETS.has(bucket) ? safePath(root, bucket, decodeURIComponent(objectPath)) : null;
      if (!file || !existsSync(file) || !statSync(file).isFile()) return fail(response, 404, 'not_found', 'Object not found');
      const type = rasterType(headOf(file));
      response.writeHead(200, {
        ...answerHeaders,
        'content-type': type ?? 'application/octet-stream',
        'content-disposition': type ? 'inline' : 'attachment',
        'cache-control': 'public, max-age=3600',
      });
      return createReadStream(file).pipe(response);
    }
    const writeMatch = path.match(/^\/object\/([^/]+)\/(.+)$/);
    if ((request.method === 'POST' || request.method === 'PUT') && writeMatch) {
      const [, bucket, objectPath] = writeMatch;
      const file = PUBLIC_BUCKETS.has(bucket) ? safePath(root, bucket, decodeURIComponent(objectPath)) : null;
      if (!file) return fail(response, 400, 'invalid_key', 'Invalid bucket or object key');
      if (!(await mayWrite(request, bucket))) return fail(response, 403, 'Unauthorized', 'new row violates row-level security policy');
      const contentType = String(request.headers['content-type'] ?? '');
      let body;
      try {
        body = await readBody(request);
      } catch (error) {
        return fail(response, error.status ?? 400, 'upload_failed', error.message);
      }
      if (contentType.startsWith('multipart/form-data')) body = extractMultipartFile(body, contentType);
      if (!body) return fail(response, 400, 'upload_failed', 'No file in the upload');
      if (!rasterType(body)) return fail(response, 415, 'invalid_mime_type', 'Only PNG, JPEG or WebP images can be uploaded');
      if (existsSync(file) && request.method === 'POST' && request.headers['x-upsert'] !== 'true') {
        return fail(response, 409, 'Duplicate', 'The resource already exists');
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
      return sendJson(response, 200, { Key: `${bucket}/${objectPath}`, Id: `${bucket}/${objectPath}` });
    }
    return fail(response, 404, 'not_found', 'Unknown storage route');
  };
}

/** supabase-js sends Blob/File uploads as multipart form data with one file part. */
function extractMultipartFile(body, contentType) {
  const boundary = contentType.match(/boundary=(?:"([^"]+)"|([^;]+))/);
  if (!boundary) return null;
  const marker = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
  let start = body.indexOf(marker);
  while (start !== -1) {
    const headerEnd = body.indexOf('\r\n\r\n', start);
    if (headerEnd === -1) return null;
    const headers = body.subarray(start, headerEnd).toString();
    const next = body.indexOf(marker, headerEnd);
    if (next === -1) return null;
    if (/filename=/.test(headers) || /name="file"/.test(headers) || /name=""/.test(headers)) {
      return body.subarray(headerEnd + 4, next - 2);
    }
    start = next;
  }
  return null;
}
