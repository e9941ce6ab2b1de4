import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

// Copies every object of the S3 bucket named in the environment (S3_BUCKET, S3_ENDPOINT, ...)
// to a folder, or a folder back into the bucket:
//   node deploy/bucket-copy.ts download /backups/2026-11-23/files
//   node deploy/bucket-copy.ts upload /backups/2026-11-23/files

const [mode, folder] = process.argv.slice(2);
const bucket = process.env.S3_BUCKET;
if (!bucket || !folder || (mode !== 'download' && mode !== 'upload')) {
  process.stderr.write('usage: S3_BUCKET=... node deploy/bucket-copy.ts download|upload <folder>\n');
  process.exit(2);
}
const s3 = new S3Client({
  region: process.env.S3_REGION ?? 'us-east-1',
  forcePathStyle: process.env.S3_FORCE_PATH_STYLE !== 'false',
  ...(process.env.S3_ENDPOINT ? { endpoint: process.env.S3_ENDPOINT } : {}),
  ...(process.env.S3_ACCESS_KEY_ID && process.env.S3_SECRET_ACCESS_KEY
    ? {
        credentials: {
          accessKeyId: process.env.S3_ACCESS_KEY_ID,
          secretAccessKey: process.env.S3_SECRET_ACCESS_KEY,
        },
      }
    : {}),
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

let copied = 0;
if (mode === 'download') {
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    for (const object of page.Contents ?? []) {
      if (!object.Key) continue;
      const body = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: object.Key }));
      const target = join(folder, object.Key);
      mkdirSync(dirname(target), { recursive: true });
      if (!body.Body) continue;
      writeFileSync(target, await body.Body.transformToByteArray());
      copied++;
    }
    token = page.NextContinuationToken;
  } while (token);
} else {
  for (const path of walk(folder)) {
    const key = relative(folder, path).split('\\').join('/');
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: readFileSync(path) }));
    copied++;
  }
}
process.stdout.write(`${copied} objects ${mode === 'download' ? 'saved to' : 'restored from'} ${folder}\n`);
