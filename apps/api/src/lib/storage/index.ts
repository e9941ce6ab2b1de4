import { join } from 'node:path';
import type { Config } from '#api/config.ts';
import { createLocalStorage } from './local.ts';
import type { Storage } from './storage.ts';

export async function createStorage(config: Config): Promise<Storage> {
  if (config.S3_BUCKET) {
    const { createS3Storage } = await import('./s3.ts');
    return createS3Storage({
      bucket: config.S3_BUCKET,
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(join(config.dataDir, 'uploads'));
}
