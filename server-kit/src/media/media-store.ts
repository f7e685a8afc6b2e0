/** A stored file and how to serve it. */
export interface StoredMedia {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Where uploaded images live once re-encoded. Names are content-addressed
 * (`<asset id>-<width>.<webp|jpg>`, see `mediaUrl` in the contracts): a name never changes its
 * bytes, so a `put` may repeat and every reader may cache forever.
 *
 * The embedded and single-host setups use the filesystem adapter (`fileMediaStore`, under
 * `$DATA_DIR/media` or `MEDIA_DIR`). In the scale-out topology, where write-api and read-api run
 * as several processes on several hosts, an S3-compatible bucket implements this same port
 * (`put` = PutObject with the content type, `get` = GetObject, a missing key = null), so no
 * process depends on another's disk.
 */
export interface MediaStore {
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when no file has that name. */
  get(name: string): Promise<StoredMedia | null>;
  /** Where the files are, for start-up logs. */
  describe(): string;
}

/** The content types media are stored and served as, by file extension. */
export const MEDIA_CONTENT_TYPES = { webp: 'image/webp', jpg: 'image/jpeg' } as const;

// The only names that exist: a 32-hex-digit asset id, a width, a known extension. Nothing else
// (no slash, dot segment, escape or other case) ever reaches a store.
const MEDIA_NAME = /^[0-9a-f]{32}-[1-9][0-9]{0,4}\.(webp|jpg)$/;

/** The content type of a valid media name, or null for any other name. */
export function mediaContentType(name: string): string | null {
  const extension = MEDIA_NAME.exec(name)?.[1] as keyof typeof MEDIA_CONTENT_TYPES | undefined;
  return extension ? MEDIA_CONTENT_TYPES[extension] : null;
}
