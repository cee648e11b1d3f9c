import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit tests: components and content, in jsdom. Browser journeys live in e2e/ (Playwright). */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/out/', '/out-[^/]*/', '/.next/', '/contact-api/'],
  modulePathIgnorePatterns: ['<rootDir>/out/', '<rootDir>/out-[^/]*/', '<rootDir>/.next/'],
};

export default createJestConfig(config);
