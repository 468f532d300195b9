import type { BankAccount } from '@tijara/domain';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { BankTransferDetails, type BankTransferDetailsProps } from './BankTransferDetails';

afterEach(cleanup);

const ACCOUNT: BankAccount = {
  bankName: 'Rafidain Bank',
  branchName: 'Karrada branch',
  accountName: 'Tijara Import Company',
  swiftCode: 'RAFBIQBA',
};

function renderDetails(props: Partial<BankTransferDetailsProps> = {}) {
  return render(
    <UIProvider locale="en">
      <BankTransferDetails accounts={[ACCOUNT]} {...props} />
    </UIProvider>,
  );
}

describe('BankTransferDetails', () => {
  it('copies each field with a button named for it, and announces it', async () => {
    const copyText = vi.fn(() => Promise.resolve());
    renderDetails({ copyText });
    for (const [name, value] of [
      ['Copy Bank', 'Rafidain Bank'],
      ['Copy Branch', 'Karrada branch'],
      ['Copy Account name', 'Tijara Import Company'],
      ['Copy SWIFT code', 'RAFBIQBA'],
    ] as const) {
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name }));
        await Promise.resolve();
      });
      expect(copyText).toHaveBeenLastCalledWith(value);
    }
    expect(screen.getByRole('status').textContent).toBe('SWIFT code copied');
  });

  it('says when copying failed', async () => {
    renderDetails({ copyText: () => Promise.reject(new Error('denied')) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy SWIFT code' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toBe(
      'Could not copy. Select the text and copy it yourself.',
    );
  });

  it('numbers several accounts and says when there is none', () => {
    renderDetails({ accounts: [ACCOUNT, { ...ACCOUNT, swiftCode: 'TRIQIQBA' }] });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Account 1',
      'Account 2',
    ]);
    cleanup();
    renderDetails({ accounts: [] });
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.body.textContent).toContain('No bank account is open for transfers right now.');
  });
});
