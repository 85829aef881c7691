import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type DocumentStorage } from './document-storage';

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Transient S3 failures (throttling, 5xx, network) are retried this many times with backoff. */
const ATTEMPTS = 3;

/**
 * Any S3-compatible store (AWS S3, MinIO, R2, ...) through signed path-style requests:
 * `{endpoint}/{bucket}/{key}`, which every implementation accepts.
 */
export function createS3Storage(options: S3Options): DocumentStorage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = `${options.endpoint.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}`;
  const url = (key: string) => {
    assertSafeKey(key);
    return `${base}/${key.split('/').map(encodeURIComponent).join('/')}`;
  };

  async function send(method: string, key: string, init: { body?: Uint8Array; headers?: Record<string, string> } = {}) {
    let lastError: unknown;
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      try {
        const response = await client.fetch(url(key), { method, body: init.body, headers: init.headers });
        if (response.ok || (method === 'DELETE' && response.status === 404)) return response;
        const detail = (await response.text()).slice(0, 200);
        lastError = new Error(`S3 ${method} ${key} failed: ${response.status} ${detail}`);
        if (response.status < 500 && response.status !== 429) break;
      } catch (error) {
        lastError = error;
      }
      if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
    throw lastError;
  }

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await send('PUT', key, { body, headers: { 'content-type': contentType } });
    },
    async get(key) {
      const response = await send('GET', key);
      return new Uint8Array(await response.arrayBuffer());
    },
    async delete(key) {
      await send('DELETE', key);
    },
  };
}
