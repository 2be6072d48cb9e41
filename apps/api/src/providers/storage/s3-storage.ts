import { Readable } from 'node:stream';
import { AppError } from '../../lib/errors.ts';
import { assertSafeKey, contentTypeOf, isSafeKey, type Storage } from './storage.ts';

export interface S3StorageOptions {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `bucket.host/key` (virtual-hosted, AWS's default) or `host/bucket/key` (path style, most self-hosted servers). */
  forcePathStyle: boolean;
}

/** Parts of a multipart upload: S3's minimum, so a file is held at most a few parts at a time. */
const PART_SIZE = 5 * 1024 * 1024;
const PARALLEL_PARTS = 2;

/**
 * A bucket that does not answer (down, missing, refused keys) is the shop's problem, not the
 * caller's: a clear 503 envelope, the SDK's own words kept for the log only.
 */
function storageUnavailable(cause: unknown) {
  const error = new AppError(
    503,
    'Le stockage des images ne répond pas : réessayez dans un instant.',
    {},
    'service_unavailable',
    undefined,
    { retryAfterSeconds: 5 },
  );
  error.cause = cause;
  return error;
}

/** The SDK's answer for a missing object (a HEAD's has no body, hence no code but `NotFound`). */
const isNotFound = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'NoSuchKey' || error.name === 'NotFound') &&
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * Stores files in an S3-compatible bucket through the official AWS SDK v3. The SDK is loaded here,
 * not at the process's start: it costs about 0.4 s and 23 MB that a shop on local disk never needs.
 */
export async function createS3Storage(options: S3StorageOptions): Promise<Storage> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadBucketCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    S3Client,
  } = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Since 3.729 the SDK adds a CRC32 checksum to every upload and validates downloads by default;
    // S3-compatible services need not support those headers (Cloudflare R2 answered 501 to every
    // upload when it came out, aws/aws-sdk-js-v3#6810). Checksums only where the API requires them
    // work everywhere; requests stay signed. README "Pictures in a bucket".
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  /** Runs a call, turning a 404 into null and any other failure into the 503 above. */
  async function attempt<T>(call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      if (isNotFound(error)) return null;
      throw storageUnavailable(error);
    }
  }

  async function open(key: string) {
    assertSafeKey(key);
    const answer = await attempt(() => client.send(new GetObjectCommand({ Bucket, Key: key })));
    if (!answer?.Body) return null;
    return { stream: answer.Body as Readable, size: answer.ContentLength };
  }

  return {
    kind: 's3',
    open,
    isReachable: () =>
      client.send(new HeadBucketCommand({ Bucket })).then(
        () => true,
        () => false,
      ),
    async read(key) {
      const opened = await open(key);
      if (!opened) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    },
    async size(key) {
      assertSafeKey(key);
      const head = await attempt(() => client.send(new HeadObjectCommand({ Bucket, Key: key })));
      return head ? (head.ContentLength ?? 0) : null;
    },
    async write(key, data, contentType = contentTypeOf(key)) {
      assertSafeKey(key);
      // One PUT for a body under a part, a multipart upload above: S3 makes the object visible
      // only once complete, so a reader never sees half a file.
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: data instanceof Readable ? data : Buffer.from(data),
          ContentType: contentType,
        },
        partSize: PART_SIZE,
        queueSize: PARALLEL_PARTS,
      });
      try {
        await attempt(() => upload.done());
      } catch (error) {
        // A refused upload leaves its source unread: close it (a file stays open otherwise).
        if (data instanceof Readable) data.destroy();
        throw error;
      }
    },
    async remove(key) {
      assertSafeKey(key);
      await attempt(() => client.send(new DeleteObjectCommand({ Bucket, Key: key })));
    },
    async *list() {
      // S3 answers at most 1,000 keys a page, in key order; the token asks for the next page.
      let ContinuationToken: string | undefined;
      do {
        const token = ContinuationToken;
        const page = await attempt(() => client.send(new ListObjectsV2Command({ Bucket, ContinuationToken: token })));
        for (const object of page?.Contents ?? []) {
          if (object.Key && isSafeKey(object.Key)) yield { key: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page?.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
