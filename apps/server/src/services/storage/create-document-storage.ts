import path from 'node:path';
import type { Env } from '../../config/env';
import { createDiskStorage } from './disk-storage';
import type { DocumentStorage } from './document-storage';
import { createS3Storage } from './s3-storage';

/** S3-compatible storage when S3_* is configured, otherwise DATA_DIR on disk (keys start with documents/). */
export function createDocumentStorage(env: Env): DocumentStorage {
  const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    // Half a configuration would silently keep documents on one instance's disk.
    throw new Error('S3 storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together');
  }
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createDiskStorage(path.resolve(env.DATA_DIR));
}
