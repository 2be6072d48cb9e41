import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.ts';
import { copyMediaToBucket } from './copy-to-bucket.ts';
import { createS3Storage } from './s3-storage.ts';
import { s3OptionsFrom } from './storage-from-config.ts';
import { loadConfig } from '../../config.ts';

const run = promisify(execFile);
const apiRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** `npm run media:to-s3`: the local media folder copied into a bucket (s3rver over HTTP), once. */
describe('copying the local media to a bucket', () => {
  let s3: S3TestServer;
  let dataDir: string;
  const media = () => path.join(dataDir, 'media');

  beforeAll(async () => {
    s3 = await startS3TestServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'boutique-media-copy-'));
    await mkdir(path.join(media(), 'renditions/7'), { recursive: true });
    await mkdir(path.join(media(), 'originals/uploads'), { recursive: true });
    await writeFile(path.join(media(), 'originals/uploads/a.jpg'), 'original bytes');
    await writeFile(path.join(media(), 'renditions/7/320.webp'), 'rendition bytes');
    // A write interrupted on disk, and a file dropped by hand: neither is a media file.
    await writeFile(path.join(media(), 'renditions/7/640.webp.1234.tmp'), 'half');
    await writeFile(path.join(media(), 'renditions/7/Notes.TXT'), 'by hand');
  });
  afterAll(async () => {
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('copies every media file under its own key, then skips those already there with the same size', async () => {
    const bucket = await createS3Storage(s3OptionsFrom(loadConfig(s3.env()))!);
    const first = await copyMediaToBucket(media(), bucket);
    expect(first.copied.sort()).toEqual(['originals/uploads/a.jpg', 'renditions/7/320.webp']);
    expect(first.refused).toEqual(['renditions/7/Notes.TXT']);
    expect((await bucket.read('renditions/7/320.webp'))!.toString()).toBe('rendition bytes');
    expect(await bucket.size('renditions/7/640.webp.1234.tmp')).toBeNull();

    const again = await copyMediaToBucket(media(), bucket);
    expect(again.copied).toEqual([]);
    expect(again.skipped.sort()).toEqual(['originals/uploads/a.jpg', 'renditions/7/320.webp']);

    // A file whose size differs from the bucket's copy (an interrupted earlier copy) is sent again.
    await writeFile(path.join(media(), 'originals/uploads/a.jpg'), 'original bytes, whole');
    const third = await copyMediaToBucket(media(), bucket);
    expect(third.copied).toEqual(['originals/uploads/a.jpg']);
    expect((await bucket.read('originals/uploads/a.jpg'))!.toString()).toBe('original bytes, whole');

    // A shop that never stored a picture has nothing to copy.
    expect(await copyMediaToBucket(path.join(dataDir, 'no-media-yet'), bucket)).toEqual({
      copied: [],
      skipped: [],
      refused: [],
    });
  });

  it('runs as a command that says what it did, and stops with a clear message on a missing bucket', async () => {
    const command = (env: Record<string, string>) =>
      run(process.execPath, ['--import', 'tsx', 'src/media-to-s3.ts'], {
        cwd: apiRoot,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, ...env },
      });
    const done = await command(s3.env());
    expect(done.stdout).toContain('Done: 0 copied, 2 already there.');

    const failed = await command(s3.env('no-such-bucket')).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain('Copy stopped: Le stockage des images ne répond pas');
    expect(failed?.stderr).toContain('NoSuchBucket');
    expect(failed?.stderr).not.toMatch(/at .*\.ts:\d+/u);
  });
});
