import type { Locale } from '@tijara/domain';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { UIProvider } from '../../provider';
import { WalletMovement, WalletMovementList } from './WalletMovement';

afterEach(cleanup);

function renderIn(children: ReactNode, locale: Locale = 'en') {
  return render(<UIProvider locale={locale}>{children}</UIProvider>);
}

describe('WalletMovement', () => {
  it('names the movement, signs the amount by direction and says the direction in words', () => {
    renderIn(
      <WalletMovementList>
        <WalletMovement
          kind="recharge"
          currency="IQD"
          amount={250_000}
          direction="in"
          at={new Date('2026-03-01T07:30:00Z')}
        />
        <WalletMovement
          kind="stage-payment"
          currency="USD"
          amount={12_345}
          direction="out"
          at={new Date('2026-03-02T07:30:00Z')}
          detail="Stage 1 of order TJ2503017K4Q9"
        />
      </WalletMovementList>,
    );
    const items = screen.getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Wallet movements' })).toBeTruthy();
    expect(items[0]?.textContent).toContain('Wallet top-up');
    expect(items[0]?.querySelector('[data-amount]')?.textContent).toBe('In +IQD\u00a0250,000');
    expect(items[1]?.textContent).toContain('Stage 1 of order TJ2503017K4Q9');
    expect(items[1]?.querySelector('[data-amount]')?.textContent).toBe('Out \u2212$123.45');
    expect(items[1]?.querySelector('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-01T07:30:00.000Z');
  });

  it('says when there is no movement yet', () => {
    renderIn(<WalletMovementList>{[]}</WalletMovementList>, 'ar');
    expect(screen.queryByRole('list')).toBeNull();
    expect(document.body.textContent).toContain('لا حركات في محفظتك بعد.');
  });
});
