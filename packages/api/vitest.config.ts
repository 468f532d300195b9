import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'api', environment: 'jsdom', include: ['src/**/*.test.{ts,tsx}'] },
});
