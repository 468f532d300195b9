// Every check the project has, in one command (`npm test` runs this after installing). Each step
// runs even when an earlier one failed, so one run reports everything; the exit code is non-zero
// when any step failed.
import { spawnSync } from 'node:child_process';

const steps = [
  ['format', ['run', 'format:check']],
  ['lint', ['run', 'lint']],
  ['typecheck', ['run', 'typecheck']],
  ['unit and integration tests (Vitest, PGlite and PostgreSQL)', ['run', 'test:unit']],
  ['build', ['run', 'build']],
  ['Storybook interaction, accessibility and screenshot tests', ['run', 'test:storybook']],
  ['consumer check (packed @tijara/ui in a fresh Vite app)', ['run', 'test:consumer']],
  ['end-to-end tests (Playwright against the built server)', ['run', 'test:e2e']],
];

const results = [];
for (const [name, args] of steps) {
  console.log(`\n━━ ${name}`);
  const started = performance.now();
  const { status } = spawnSync('pnpm', args, { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
}

console.log('\n━━ summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${name} (${seconds} s)`);
const failed = results.filter((result) => !result.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
