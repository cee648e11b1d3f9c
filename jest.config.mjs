import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/**
 * Unit tests: components and content, in jsdom. Browser journeys live in e2e/ (Playwright); the contact service
 * (contact-api/) and the Worker (worker/) have their own runners (npm run test:api, npm run test:worker).
 */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: [
    '/node_modules/',
    '/e2e/',
    '/out/',
    '/out-[^/]*/',
    '/.next/',
    '/.cache/',
    '/contact-api/',
    '/worker/',
  ],
  // Five seconds (the default) is short for a form's whole send-and-retry journey on a busy two-core machine: a
  // test that only ran slow would fail for nothing. A real hang still fails, after 20 s.
  testTimeout: 20_000,
  // Where the time goes: every test file over 2 s prints its time beside its name (the default is 5 s).
  slowTestThreshold: 2,
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/out-[^/]*/', '<rootDir>/.next/', '<rootDir>/.cache/'],
};

export default createJestConfig(config);
