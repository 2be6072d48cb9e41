/** Where media files live: local disk by default, S3-compatible storage later behind the same interface. */
export interface Storage {
  /** The stored bytes, or null when the key does not exist. */
  read(key: string): Promise<Buffer | null>;
  write(key: string, data: Buffer | string): Promise<void>;
  /** Removes the file; a key that does not exist is already removed. */
  remove(key: string): Promise<void>;
}
