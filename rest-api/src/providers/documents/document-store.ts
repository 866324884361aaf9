/**
 * Where the learners' uploaded files live (ARCHITECTURE: a local folder by default, S3-compatible storage
 * when configured). Keys are chosen by the documents service (`<partyId>/<uuid>.<ext>`), never by a browser.
 */
export interface DocumentStore {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when the store has no such key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the file; a key already gone is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys the service makes: digits, a slash, a uuid and an extension. Anything else is refused. */
export const STORE_KEY = /^\d{1,12}\/[0-9a-f-]{36}\.[a-z]{3,4}$/;

export const assertStoreKey = (key: string): void => {
  if (!STORE_KEY.test(key)) throw new Error(`Not a document store key: ${key}`);
};
