// The minimal object store the product needs (scorecard images, the club logo), answering the
// Storage API paths supabase-js uses. Writes are allowed only when the database says the caller
// may write to that bucket (rpc storage_can_write, evaluated with the caller's own headers).
//
// The private bucket 'card-photos' (photos of signed scorecards) is never served publicly: a caller the
// database allows (rpc storage_can_read) gets a signed URL (POST /object/sign/…, supabase-js createSignedUrl)
// that works for a few minutes; a GET carries that token, an HMAC of the object and its expiry under a key
// held only by this process. Deletes are allowed where rpc storage_can_delete says so.
//
// Only raster images are kept (PNG, JPEG, WebP, recognised by their first bytes, whatever the name or
// the Content-Type the client sent), at most 10 MiB. An object is served with the type its bytes
// show; anything else that sits in the folder is served as a download, never as a page of this origin.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync, openSync, readSync, closeSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

const PUBLIC_BUCKETS = new Set(['scorecards', 'branding']);
const PRIVATE_BUCKETS = new Set(['card-photos']);
const KNOWN_BUCKETS = new Set([...PUBLIC_BUCKETS, ...PRIVATE_BUCKETS]);
/** The longest a signed URL may live (seconds); supabase-js asks for its expiresIn. */
export const MAX_SIGNED_URL_SECONDS = 3600;
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

export function createStorageHandler({ root, postgrestUrl, sendJson, forwardedHeaders, headers: answerHeaders, signingKey = randomBytes(32) }) {
  mkdirSync(root, { recursive: true });
  const fail = (response, status, error, message) => sendJson(response, status, { statusCode: String(status), error, message });

  /** Asks the database, with the caller's own headers, a yes/no question about a bucket or object. */
  async function databaseSays(request, rpc, args) {
    const headers = forwardedHeaders(request, postgrestUrl);
    const response = await fetch(`${postgrestUrl}/rpc/${rpc}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...Object.fromEntries(['authorization', 'apikey', 'x-admin-token', 'x-player-token', 'x-forwarded-for'].filter((name) => headers[name]).map((name) => [name, headers[name]])),
      },
      body: JSON.stringify(args),
    });
    return response.ok && (await response.json()) === true;
  }
  const mayWrite = (request, bucket, objectPath) =>
    PRIVATE_BUCKETS.has(bucket)
      ? databaseSays(request, 'storage_can_write_object', { bucket_name: bucket, object_name: objectPath })
      : databaseSays(request, 'storage_can_write', { bucket_name: bucket });

  const signature = (bucket, objectPath, expires) =>
    createHmac('sha256', signingKey).update(`${bucket}\0${objectPath}\0${expires}`).digest('base64url');
  function validToken(bucket, objectPath, token) {
    const [expires, given] = String(token ?? '').split('.');
    if (!expires || !given || !/^\d+$/.test(expires) || Number(expires) < Date.now() / 1000) return false;
    const expected = Buffer.from(signature(bucket, objectPath, expires));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
  async function signedUrlFor(request, bucket, objectPath, expiresIn) {
    if (!safePath(root, bucket, objectPath) || !(await databaseSays(request, 'storage_can_read', { bucket_name: bucket, object_name: objectPath }))) return null;
    const seconds = Math.min(Math.max(Math.floor(Number(expiresIn) || 60), 1), MAX_SIGNED_URL_SECONDS);
    const expires = String(Math.floor(Date.now() / 1000) + seconds);
    const encoded = objectPath.split('/').map(encodeURIComponent).join('/');
    return `/object/sign/${bucket}/${encoded}?token=${expires}.${signature(bucket, objectPath, expires)}`;
  }

  function serveFile(response, file, cacheControl) {
    if (!file || !existsSync(file) || !statSync(file).isFile()) return fail(response, 404, 'not_found', 'Object not found');
    const type = rasterType(headOf(file));
    response.writeHead(200, {
      ...answerHeaders,
      'content-type': type ?? 'application/octet-stream',
      'content-disposition': type ? 'inline' : 'attachment',
      'cache-control': cacheControl,
    });
    return createReadStream(file).pipe(response);
  }

  return async function handleStorage(request, response, path) {
    const [pathOnly, query = ''] = path.split('?');
    const publicMatch = pathOnly.match(/^\/object\/public\/([^/]+)\/(.+)$/);
    if (request.method === 'GET' && publicMatch) {
      const [, bucket, objectPath] = publicMatch;
      return serveFile(response, PUBLIC_BUCKETS.has(bucket) ? safePath(root, bucket, decodeURIComponent(objectPath)) : null, 'public, max-age=3600');
    }
    const signMatch = pathOnly.match(/^\/object\/sign\/([^/]+)(?:\/(.+))?$/);
    if (signMatch && PRIVATE_BUCKETS.has(signMatch[1])) {
      const [, bucket, encodedPath] = signMatch;
      if (request.method === 'GET' && encodedPath) {
        const objectPath = decodeURIComponent(encodedPath);
        if (!validToken(bucket, objectPath, new URLSearchParams(query).get('token'))) return fail(response, 400, 'InvalidJWT', 'The signed URL is invalid or has expired');
        return serveFile(response, safePath(root, bucket, objectPath), 'private, max-age=300');
      }
      if (request.method === 'POST') {
        let body;
        try {
          body = JSON.parse((await readBody(request)).toString() || '{}');
        } catch {
          return fail(response, 400, 'invalid_request', 'The request body is not JSON');
        }
        if (encodedPath) {
          const signedURL = await signedUrlFor(request, bucket, decodeURIComponent(encodedPath), body.expiresIn);
          if (!signedURL) return fail(response, 404, 'not_found', 'Object not found');
          return sendJson(response, 200, { signedURL });
        }
        const paths = Array.isArray(body.paths) ? body.paths.filter((item) => typeof item === 'string').slice(0, 100) : [];
        const signed = [];
        for (const objectPath of paths) {
          const signedURL = await signedUrlFor(request, bucket, objectPath, body.expiresIn);
          signed.push(signedURL ? { path: objectPath, signedURL, error: null } : { path: objectPath, signedURL: null, error: 'Object not found' });
        }
        return sendJson(response, 200, signed);
      }
    }
    const deleteMatch = pathOnly.match(/^\/object\/([^/]+)$/);
    if (request.method === 'DELETE' && deleteMatch && PRIVATE_BUCKETS.has(deleteMatch[1])) {
      const bucket = deleteMatch[1];
      let prefixes;
      try {
        prefixes = JSON.parse((await readBody(request)).toString() || '{}').prefixes;
      } catch {
        return fail(response, 400, 'invalid_request', 'The request body is not JSON');
      }
      const removed = [];
      for (const objectPath of Array.isArray(prefixes) ? prefixes.filter((item) => typeof item === 'string').slice(0, 100) : []) {
        const file = safePath(root, bucket, objectPath);
        if (!file || !existsSync(file) || !statSync(file).isFile()) continue;
        if (!(await databaseSays(request, 'storage_can_delete', { bucket_name: bucket, object_name: objectPath }))) continue;
        unlinkSync(file);
        removed.push({ name: objectPath, bucket_id: bucket });
      }
      return sendJson(response, 200, removed);
    }
    const writeMatch = pathOnly.match(/^\/object\/([^/]+)\/(.+)$/);
    if ((request.method === 'POST' || request.method === 'PUT') && writeMatch) {
      const [, bucket, encodedPath] = writeMatch;
      const objectPath = decodeURIComponent(encodedPath);
      const file = KNOWN_BUCKETS.has(bucket) ? safePath(root, bucket, objectPath) : null;
      if (!file) return fail(response, 400, 'invalid_key', 'Invalid bucket or object key');
      if (!(await mayWrite(request, bucket, objectPath))) return fail(response, 403, 'Unauthorized', 'new row violates row-level security policy');
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
      // A private object is written once: a replacement is a new object (the card points at one of them).
      if (existsSync(file) && (PRIVATE_BUCKETS.has(bucket) || (request.method === 'POST' && request.headers['x-upsert'] !== 'true'))) {
        return fail(response, 409, 'Duplicate', 'The resource already exists');
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
      return sendJson(response, 200, { Key: `${bucket}/${encodedPath}`, Id: `${bucket}/${encodedPath}` });
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
