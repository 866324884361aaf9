import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { ENCRYPTED_QUERY_PARAM, isSensitiveField } from '../sensitive-fields';

/**
 * AES-256-CBC for the sensitive fields of `000 §3`. The spec asks for AES-256-CBC with base64 output;
 * plain CBC cannot tell a tampered value from a real one, so each value carries its own random IV and
 * an HMAC-SHA256 tag over IV and ciphertext (encrypt-then-MAC). The tagless legacy form is accepted only
 * when configured, for clients of the older contract.
 *
 * Wire form: base64(iv[16] || ciphertext[16n] || tag[32]); legacy: base64(iv[16] || ciphertext[16n]).
 */
export interface FieldCipherOptions {
  /** 32 bytes, hex or base64. Encryption and MAC keys are derived from it with HKDF. */
  secret: string;
  legacy?: boolean;
}

export class FieldCipherError extends Error {
  /** The field that failed, when decrypting a body: the server names it in its answer. */
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.name = 'FieldCipherError';
    this.field = field;
  }
}

const IV_BYTES = 16;
const TAG_BYTES = 32;
const BLOCK = 16;

const decodeSecret = (secret: string): Buffer => {
  const bytes = /^[0-9a-f]{64}$/i.test(secret) ? Buffer.from(secret, 'hex') : Buffer.from(secret, 'base64');
  if (bytes.length !== 32)
    throw new FieldCipherError('The field cipher secret must be 32 bytes (hex or base64)');
  return bytes;
};

export class FieldCipher {
  // KeyObjects made once: with a raw Buffer key node:crypto imports the key on every call (HMAC 26 us
  // against 6 us with a KeyObject).
  private readonly encKey: KeyObject;
  private readonly macKey: KeyObject;
  private readonly legacy: boolean;

  constructor(options: FieldCipherOptions) {
    const master = decodeSecret(options.secret);
    this.encKey = createSecretKey(
      Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'finx-field-enc', 32)),
    );
    this.macKey = createSecretKey(
      Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), 'finx-field-mac', 32)),
    );
    this.legacy = options.legacy ?? false;
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-cbc', this.encKey, iv);
    const body = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final()]);
    if (this.legacy) return body.toString('base64');
    const tag = createHmac('sha256', this.macKey).update(body).digest();
    return Buffer.concat([body, tag]).toString('base64');
  }

  decrypt(wire: string): string {
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(wire)) throw new FieldCipherError('not an encrypted value');
    const raw = Buffer.from(wire, 'base64');
    const tagBytes = this.legacy ? 0 : TAG_BYTES;
    const cipherBytes = raw.length - IV_BYTES - tagBytes;
    if (cipherBytes < BLOCK || cipherBytes % BLOCK !== 0)
      throw new FieldCipherError('not an encrypted value');
    const body = raw.subarray(0, raw.length - tagBytes);
    if (!this.legacy) {
      const expected = createHmac('sha256', this.macKey).update(body).digest();
      if (!timingSafeEqual(expected, raw.subarray(raw.length - TAG_BYTES))) {
        throw new FieldCipherError('tag mismatch: the value was altered or encrypted with another key');
      }
    }
    try {
      const decipher = createDecipheriv('aes-256-cbc', this.encKey, body.subarray(0, IV_BYTES));
      return Buffer.concat([decipher.update(body.subarray(IV_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      throw new FieldCipherError('not an encrypted value');
    }
  }

  /** Encrypts every sensitive field of a JSON body, at any depth, leaving the rest as it is. */
  encryptFields<T>(value: T): T {
    return mapSensitive(value, (plain) => this.encrypt(plain));
  }

  /** The inverse of encryptFields; throws FieldCipherError naming the first field that is not encrypted. */
  decryptFields<T>(value: T): T {
    return mapSensitive(value, (wire, key) => {
      try {
        return this.decrypt(wire);
      } catch (error) {
        throw new FieldCipherError(`${key}: ${(error as Error).message}`, key);
      }
    });
  }

  /** Encrypts a whole query string into the single parameter the REST service expects. */
  encryptQuery(params: Record<string, string | number | boolean | undefined | null>): string {
    return new URLSearchParams({ [ENCRYPTED_QUERY_PARAM]: this.encryptQueryValue(params) }).toString();
  }

  /** The value of the `enc` parameter alone (a batch read carries it as a field, not in a URL). */
  encryptQueryValue(params: Record<string, string | number | boolean | undefined | null>): string {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) search.set(key, String(value));
    }
    return this.encrypt(search.toString());
  }

  /** Decrypts an `enc` query parameter back into its parameters. */
  decryptQuery(encrypted: string): URLSearchParams {
    return new URLSearchParams(this.decrypt(encrypted));
  }
}

const mapSensitive = <T>(value: T, transform: (text: string, key: string) => string): T => {
  if (Array.isArray(value)) return value.map((item) => mapSensitive(item, transform)) as T;
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    if (isSensitiveField(key) && (typeof field === 'string' || typeof field === 'number')) {
      out[key] = transform(String(field), key);
    } else {
      out[key] = mapSensitive(field, transform);
    }
  }
  return out as T;
};
