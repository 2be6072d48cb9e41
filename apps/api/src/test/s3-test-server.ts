import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface S3TestServer {
  /** The S3_* variables of a bucket on this server (`bucket` names another one, which may not exist). */
  env(bucket?: string): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, over HTTP) on a free port, its files in a temporary folder,
 * with one bucket already made. The keys are s3rver's own (it checks request signatures with them).
 */
export async function startS3TestServer(bucket = 'boutique-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'boutique-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    env: (name = bucket) => ({
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: name,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
