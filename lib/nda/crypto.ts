/**
 * The encryption of protected (NDA) projects, in one module shared by the build step that seals their files
 * (scripts/build-nda.ts, on Node) and the page that opens them (components/nda/, in the browser): both call the
 * same WebCrypto API (`crypto.subtle`), so the parameters below are the only ones there are. No imports, so the
 * page's bundle carries nothing else.
 *
 * A key is derived from the password with PBKDF2-HMAC-SHA-256 (600,000 iterations: OWASP's figure for it since
 * 2023) and a random salt, once per project and build; it encrypts the project's payload and each of its media
 * files with AES-256-GCM, each under its own random 96-bit IV. GCM authenticates: a wrong password (or a file
 * changed on the way) fails to decrypt instead of giving garbage, which is how the page knows the password was
 * wrong. The salt, the IVs and the iteration count are not secrets; they travel in the files.
 *
 * A sealed payload:  "NDA1" | salt (16 bytes) | iterations (uint32, big-endian) | IV (12) | ciphertext and tag
 * A sealed file:     "NDF1" | IV (12) | ciphertext and tag
 * The bytes before the IV are the authenticated data of each: changing the salt or the count fails to decrypt.
 */

/** The parameters of the scheme, named once. */
export const NDA_CRYPTO = {
  kdf: 'PBKDF2',
  hash: 'SHA-256',
  iterations: 600_000,
  saltBytes: 16,
  cipher: 'AES-GCM',
  keyBits: 256,
  ivBytes: 12,
  tagBits: 128,
} as const;

const PAYLOAD_MAGIC = 'NDA1';
const FILE_MAGIC = 'NDF1';
const MAGIC_BYTES = 4;
const PAYLOAD_HEADER = MAGIC_BYTES + NDA_CRYPTO.saltBytes + 4;

/** Bytes as WebCrypto takes them everywhere (an ArrayBuffer of their own). */
export type Bytes = Uint8Array<ArrayBuffer>;

/** The password did not open the file: GCM refused it (a wrong password, or a damaged file). */
export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError';
}

/** The bytes are not a sealed file of this scheme (a truncated download, an HTML error page). */
export class SealedFormatError extends Error {
  override name = 'SealedFormatError';
}

/** The WebCrypto of this runtime: the browser's, or Node's (the same API since Node 19). */
function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new Error('This browser has no Web Crypto (crypto.subtle): it needs a secure (https) page.');
  return api;
}

/** Random bytes from the runtime's secure generator. */
export function randomBytes(length: number): Bytes {
  return globalThis.crypto.getRandomValues(new Uint8Array(length));
}

const ascii = (text: string): Bytes => new TextEncoder().encode(text);

function concat(...parts: Uint8Array[]): Bytes {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * The key of a password and a salt. The password is read in Unicode's composed form (NFC), so "ç" typed on any
 * keyboard gives the same key. Not extractable: the page can use it, never read it.
 */
export async function passwordKey(
  password: string,
  salt: Bytes,
  iterations: number = NDA_CRYPTO.iterations,
): Promise<CryptoKey> {
  const material = await subtle().importKey('raw', ascii(password.normalize('NFC')), NDA_CRYPTO.kdf, false, [
    'deriveKey',
  ]);
  return subtle().deriveKey(
    { name: NDA_CRYPTO.kdf, hash: NDA_CRYPTO.hash, salt, iterations },
    material,
    { name: NDA_CRYPTO.cipher, length: NDA_CRYPTO.keyBits },
    false,
    ['encrypt', 'decrypt'],
  );
}

async function encrypt(key: CryptoKey, header: Bytes, plain: Bytes, iv: Bytes): Promise<Bytes> {
  if (iv.length !== NDA_CRYPTO.ivBytes) throw new Error(`an IV must be ${NDA_CRYPTO.ivBytes} bytes`);
  const sealed = await subtle().encrypt(
    { name: NDA_CRYPTO.cipher, iv, additionalData: header, tagLength: NDA_CRYPTO.tagBits },
    key,
    plain,
  );
  return concat(header, iv, new Uint8Array(sealed));
}

async function decrypt(key: CryptoKey, sealed: Bytes, headerLength: number): Promise<Bytes> {
  const header = sealed.slice(0, headerLength);
  const iv = sealed.slice(headerLength, headerLength + NDA_CRYPTO.ivBytes);
  const body = sealed.slice(headerLength + NDA_CRYPTO.ivBytes);
  try {
    const plain = await subtle().decrypt(
      { name: NDA_CRYPTO.cipher, iv, additionalData: header, tagLength: NDA_CRYPTO.tagBits },
      key,
      body,
    );
    return new Uint8Array(plain);
  } catch (error) {
    // WebCrypto says only "OperationError" when the tag does not match: the key (password) is not this file's.
    // (A DOMException, which is no Error in every runtime: read by its name.)
    const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
    if (name === 'OperationError') throw new WrongPasswordError('wrong password');
    throw error;
  }
}

function expectMagic(sealed: Uint8Array, magic: string, minimum: number): void {
  const found = new TextDecoder().decode(sealed.slice(0, MAGIC_BYTES));
  if (found !== magic || sealed.length < minimum) {
    throw new SealedFormatError(
      `not a sealed ${magic === PAYLOAD_MAGIC ? 'payload' : 'file'} (${sealed.length} bytes)`,
    );
  }
}

/** What a sealed payload says of its key: the salt and the iteration count to derive it with. */
export function payloadParameters(sealed: Bytes): { salt: Bytes; iterations: number } {
  expectMagic(sealed, PAYLOAD_MAGIC, PAYLOAD_HEADER + NDA_CRYPTO.ivBytes + NDA_CRYPTO.tagBits / 8);
  const salt = sealed.slice(MAGIC_BYTES, MAGIC_BYTES + NDA_CRYPTO.saltBytes);
  const iterations = new DataView(sealed.buffer, sealed.byteOffset + MAGIC_BYTES + NDA_CRYPTO.saltBytes, 4).getUint32(
    0,
  );
  return { salt, iterations };
}

/** Seals a project's payload under `key`, derived from the password and `salt` with `iterations`. */
export function sealPayload(
  key: CryptoKey,
  salt: Bytes,
  plain: Bytes,
  {
    iterations = NDA_CRYPTO.iterations,
    iv = randomBytes(NDA_CRYPTO.ivBytes),
  }: { iterations?: number; iv?: Bytes } = {},
): Promise<Bytes> {
  if (salt.length !== NDA_CRYPTO.saltBytes) throw new Error(`a salt must be ${NDA_CRYPTO.saltBytes} bytes`);
  const count = new Uint8Array(4);
  new DataView(count.buffer).setUint32(0, iterations);
  return encrypt(key, concat(ascii(PAYLOAD_MAGIC), salt, count), plain, iv);
}

/** Opens a sealed payload; a WrongPasswordError when `key` is not its key. */
export async function openPayload(key: CryptoKey, sealed: Bytes): Promise<Bytes> {
  payloadParameters(sealed);
  return decrypt(key, sealed, PAYLOAD_HEADER);
}

/** Seals one media file of a project under the project's key. */
export function sealFile(key: CryptoKey, plain: Bytes, iv: Bytes = randomBytes(NDA_CRYPTO.ivBytes)): Promise<Bytes> {
  return encrypt(key, ascii(FILE_MAGIC), plain, iv);
}

/** Opens a sealed media file. */
export async function openFile(key: CryptoKey, sealed: Bytes): Promise<Bytes> {
  expectMagic(sealed, FILE_MAGIC, MAGIC_BYTES + NDA_CRYPTO.ivBytes + NDA_CRYPTO.tagBits / 8);
  return decrypt(key, sealed, MAGIC_BYTES);
}

/** Bytes as base64 (the test vector), and back. */
export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}
export function fromBase64(text: string): Bytes {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}
