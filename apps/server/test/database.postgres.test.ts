import { describe, expect, it, vi } from 'vitest';
import { postgresForTests } from './postgresServer';

const postgres = await postgresForTests();

describe.skipIf(postgres.skipReason !== undefined)('PostgreSQL: the connection pool', () => {
  it('survives the server ending its idle connections, and answers the next query on a new one', async () => {
    const opened = await postgres.open();
    if ('unavailable' in opened) throw new Error(opened.unavailable);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const [before] = await opened.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      // From another connection, as an administrator or a restart would: the pool's idle one ends.
      const other = await postgres.open();
      if ('unavailable' in other) throw new Error(other.unavailable);
      await other.query('SELECT pg_terminate_backend($1)', [before?.pid]);
      await other.close();
      await vi.waitFor(() =>
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('idle pooled connection')),
      );
      const [after] = await opened.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      expect(after?.pid).not.toBe(before?.pid);
    } finally {
      warn.mockRestore();
      await opened.close();
    }
  });
});
