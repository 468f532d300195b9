import { availableParallelism } from 'node:os';

/**
 * How long a test waits for what the user waits for (a lazily loaded screen, an answer, a
 * transition), in every package's Vitest tests (and a whole test's limit, also for the Storybook
 * test-runner: test-runner-jest.config.js). Sized for a loaded CI machine: a run at a load of 8-15 on
 * 2 cores took several seconds to download and render a screen that takes 50 ms on an idle one,
 * and the default 1 s made such tests fail. A passing test waits only as long as it needs; only a
 * failing one waits this long.
 */
export const LOADED_MACHINE_WAIT_MS = 15_000;

/** A whole test's limit: several such waits, with room to spare, under the same load. */
export const LOADED_MACHINE_TEST_MS = 60_000;

/**
 * How many test files run at once, in every package's project (Vitest takes a project's own value,
 * not the root's). Vitest's default is one fewer than the cores: one on the project's 2-core
 * machines, where the integration tests spend much of their time waiting on PostgreSQL, PGlite's
 * start and HTTP. Two files at once took the server's tests from about 1,050 s to 626 s there.
 */
export const TEST_FILE_WORKERS = Math.max(2, availableParallelism() - 1);
