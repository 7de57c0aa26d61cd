import { ClientRequest, request } from 'node:http';

const BOUNDARY = '----cut-off-upload';

/**
 * A multipart POST cut off mid-file, like a phone that lost its signal or a dialog that aborted: it
 * announces 5 MB, sends `fields`, the file part's head, `firstBytes` and 256 KB, then waits for
 * destroy() to drop the line.
 */
export function startCutOffUpload(
  url: string,
  cookie: string,
  fields: Record<string, string>,
  file: { filename: string; type: string; firstBytes: Buffer },
): ClientRequest {
  const head = Buffer.from(
    [
      ...Object.entries(fields).flatMap(([name, value]) => [
        `--${BOUNDARY}`,
        `Content-Disposition: form-data; name="${name}"`,
        '',
        value,
      ]),
      `--${BOUNDARY}`,
      `Content-Disposition: form-data; name="file"; filename="${file.filename}"`,
      `Content-Type: ${file.type}`,
      '',
      '',
    ].join('\r\n'),
  );
  const req = request(url, {
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      'content-length': String(5 * 1024 * 1024),
    },
  });
  req.on('error', () => undefined); // the socket is destroyed on purpose
  req.write(head);
  req.write(file.firstBytes);
  req.write(Buffer.alloc(256 * 1024));
  return req;
}

/** Checks `condition` every 50 ms for up to `timeoutMs`; the assertion after it says what was missed. */
export async function waitUntil(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
