/**
 * Writes lib/nda/test-vector.json: a payload sealed once with fixed inputs (password, salt, IV), which the unit
 * tests open with Node's WebCrypto (lib/nda/crypto.test.ts) and e2e/nda.spec.ts has the page open in Chromium.
 * Both must keep opening it: run this again only when the format itself changes (PAYLOAD_VERSION, crypto.ts).
 *
 *   npx tsx tools/nda-test-vector.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { NDA_CRYPTO, fromBase64, passwordKey, sealPayload, toBase64 } from '../lib/nda/crypto';
import { PAYLOAD_VERSION, encodePayload, type Payload, type UnlockedView } from '../lib/nda/payload';

const view = (title: string, description: string): UnlockedView => ({
  title,
  facts: {
    category: 'Test Vector',
    roles: ['Cryptography'],
    studio: 'Nobody',
    years: { start: 2026, inDevelopment: false },
    fieldLang: {},
  },
  description,
  media: [],
});

async function main() {
  const password = 'test-vector-password-ünïcode';
  const salt = fromBase64('AAECAwQFBgcICQoLDA0ODw==');
  const iv = fromBase64('EBESExQVFhcYGRob');
  const payload: Payload = {
    v: PAYLOAD_VERSION,
    views: {
      en: view('The test vector opened', 'Sealed once by tools/nda-test-vector.ts; opened by the tests.'),
      'pt-BR': view('O vetor de teste abriu', 'Selado uma vez por tools/nda-test-vector.ts; aberto pelos testes.'),
    },
  };
  const plain = encodePayload(payload);
  const key = await passwordKey(password, salt, NDA_CRYPTO.iterations);
  const sealed = await sealPayload(key, salt, plain, { iv });
  const vector = {
    $comment: 'Written by tools/nda-test-vector.ts. The sealed bytes must open with the password to the plaintext.',
    password,
    iterations: NDA_CRYPTO.iterations,
    salt: toBase64(salt),
    iv: toBase64(iv),
    plaintext: new TextDecoder().decode(plain),
    sealed: toBase64(sealed),
  };
  writeFileSync(path.join(__dirname, '..', 'lib', 'nda', 'test-vector.json'), `${JSON.stringify(vector, null, 2)}\n`);
  console.log(`test vector: ${sealed.length} bytes sealed`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
