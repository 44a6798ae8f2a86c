// The minimal object store the product needs (scorecard images, the club logo), answering the
// Storage API paths supabase-js uses. Writes are allowed only when the database says the caller
// may write to that bucket (rpc storage_can_write, evaluated with the caller's own headers).
import { createReadStream, existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, normalize } from 'node:path';

const PUBLIC_BUCKETS = new Set(['scorecards', 'branding']);
const MAX_BYTES = 10 * 1024 * 1024;
const TYPES = { '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.gif': 'image/gif', '.svg': 'image/svg+xml', '.heic': 'image/heic' };

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
    if (size > MAX_BYTES) throw Object.assign(new Error('The object exceeded the maximum allowed size'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function createStorageHandler({ root, postgrestUrl, sendJson }) {
  mkdirSync(root, { recursive: true });

  async function mayWrite(request, bucket) {
    const headers = { 'content-type': 'application/json' };
    for (const name of ['authorization', 'apikey', 'x-admin-token', 'x-player-token']) {
      if (request.headers[name]) headers[name] = request.headers[name];
    }
    const response = await fetch(`${postgrestUrl}/rpc/storage_can_write`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ bucket_name: bucket }),
    });
    return response.ok && (await response.json()) === true;
  }

  return async function handleStorage(request, response, path) {
    const publicMatch = path.match(/^\/object\/public\/([^/]+)\/(.+)$/);
    if (request.method === 'GET' && publicMatch) {
      const [, bucket, objectPath] = publicMatch;
      const file = PUBLIC_BUCKETS.has(bucket) ? safePath(root, bucket, decodeURIComponent(objectPath)) : null;
      if (!file || !existsSync(file) || !statSync(file).isFile()) return sendJson(response, 404, { statusCode: '404', error: 'not_found', message: 'Object not found' });
      response.writeHead(200, { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream', 'cache-control': 'public, max-age=3600' });
      return createReadStream(file).pipe(response);
    }
    const writeMatch = path.match(/^\/object\/([^/]+)\/(.+)$/);
    if ((request.method === 'POST' || request.method === 'PUT') && writeMatch) {
      const [, bucket, objectPath] = writeMatch;
      const file = PUBLIC_BUCKETS.has(bucket) ? safePath(root, bucket, decodeURIComponent(objectPath)) : null;
      if (!file) return sendJson(response, 400, { statusCode: '400', error: 'invalid_key', message: 'Invalid bucket or object key' });
      if (!(await mayWrite(request, bucket))) {
        return sendJson(response, 403, { statusCode: '403', error: 'Unauthorized', message: 'new row violates row-level security policy' });
      }
      const contentType = String(request.headers['content-type'] ?? '');
      if (!contentType.startsWith('image/') && !contentType.startsWith('multipart/form-data')) {
        return sendJson(response, 415, { statusCode: '415', error: 'invalid_mime_type', message: 'Only image files can be uploaded' });
      }
      let body;
      try {
        body = await readBody(request);
      } catch (error) {
        return sendJson(response, error.status ?? 400, { statusCode: String(error.status ?? 400), error: 'upload_failed', message: error.message });
      }
      if (contentType.startsWith('multipart/form-data')) body = extractMultipartFile(body, contentType);
      if (!body) return sendJson(response, 400, { statusCode: '400', error: 'upload_failed', message: 'No file in the upload' });
      if (existsSync(file) && request.method === 'POST' && request.headers['x-upsert'] !== 'true') {
        return sendJson(response, 409, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' });
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, body);
      return sendJson(response, 200, { Key: `${bucket}/${objectPath}`, Id: `${bucket}/${objectPath}` });
    }
    return sendJson(response, 404, { statusCode: '404', error: 'not_found', message: 'Unknown storage route' });
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
