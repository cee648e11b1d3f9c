/**
 * @jest-environment node
 */
import vector from './test-vector.json';
import {
  NDA_CRYPTO,
  SealedFormatError,
  WrongPasswordError,
  fromBase64,
  openFile,
  openPayload,
  passwordKey,
  payloadParameters,
  randomBytes,
  sealFile,
  sealPayload,
} from './crypto';

// Node's WebCrypto is the browser's API (crypto.subtle): what opens here opens in the page, with the same module.
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);
const bytes = (value: string) => new TextEncoder().encode(value);

/** Seals `plain` as the build does: a fresh salt, the default parameters; returns the file and the key. */
async function sealedWith(password: string, plain: Uint8Array<ArrayBuffer>) {
  const salt = randomBytes(NDA_CRYPTO.saltBytes);
  const key = await passwordKey(password, salt);
  return { key, sealed: await sealPayload(key, salt, plain) };
}

describe('the NDA encryption', () => {
  let build: Awaited<ReturnType<typeof sealedWith>>;
  beforeAll(async () => {
    build = await sealedWith('a strong password for tests', bytes('Private title, private words.'));
  });

  it('derives its key with PBKDF2-SHA-256 at 600,000 iterations or more, from a 16-byte random salt', async () => {
    const { salt, iterations } = payloadParameters(build.sealed);
    expect(iterations).toBeGreaterThanOrEqual(600_000);
    expect(salt).toHaveLength(16);
    const other = await sealPayload(build.key, salt, bytes('Private title, private words.'));
    // The same key and words, sealed again: another IV, so other bytes.
    expect(Buffer.from(other).equals(Buffer.from(build.sealed))).toBe(false);
    expect(build.key.algorithm).toEqual({ name: 'AES-GCM', length: 256 });
    expect(build.key.extractable).toBe(false);
  });

  it('opens with the same password: a round trip, payload and file', async () => {
    const { salt, iterations } = payloadParameters(build.sealed);
    const key = await passwordKey('a strong password for tests', salt, iterations);
    expect(text(await openPayload(key, build.sealed))).toBe('Private title, private words.');
    const picture = randomBytes(50_000);
    const file = await sealFile(key, picture);
    expect(file).toHaveLength(4 + NDA_CRYPTO.ivBytes + picture.length + NDA_CRYPTO.tagBits / 8);
    expect(Buffer.from(await openFile(build.key, file)).equals(Buffer.from(picture))).toBe(true);
  });

  it('refuses a wrong password, and a file whose salt or count was changed', async () => {
    const { salt } = payloadParameters(build.sealed);
    const wrong = await passwordKey('a strong password for tesst', salt);
    await expect(openPayload(wrong, build.sealed)).rejects.toBeInstanceOf(WrongPasswordError);
    const changed = build.sealed.slice();
    changed[4 + 16 + 3] = changed[4 + 16 + 3]! ^ 1; // the iteration count's last byte: authenticated, so refused
    await expect(openPayload(build.key, changed)).rejects.toBeInstanceOf(WrongPasswordError);
  });

  it('says when bytes are not a sealed file at all', async () => {
    await expect(openPayload(build.key, bytes('<!DOCTYPE html><html>Not found</html>'))).rejects.toBeInstanceOf(
      SealedFormatError,
    );
    await expect(openFile(build.key, build.sealed)).rejects.toBeInstanceOf(SealedFormatError);
  });

  it('opens the committed test vector, and seals it again to the same bytes from the same inputs', async () => {
    const sealed = fromBase64(vector.sealed);
    expect(payloadParameters(sealed)).toEqual({ salt: fromBase64(vector.salt), iterations: vector.iterations });
    const key = await passwordKey(vector.password, fromBase64(vector.salt), vector.iterations);
    expect(text(await openPayload(key, sealed))).toBe(vector.plaintext);
    const again = await sealPayload(key, fromBase64(vector.salt), bytes(vector.plaintext), {
      iv: fromBase64(vector.iv),
    });
    expect(Buffer.from(again).equals(Buffer.from(sealed))).toBe(true);
  });
});
