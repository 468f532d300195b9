import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS } from './orderLifecycle';
import { orderLifecycleMermaid } from './orderLifecycleMermaid';

const README = new URL('../../README.md', import.meta.url);
const START = '<!-- order-lifecycle:start -->';
const END = '<!-- order-lifecycle:end -->';

function readmeBlock(): string {
  const text = readFileSync(README, 'utf8');
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  expect(start, 'start marker').toBeGreaterThanOrEqual(0);
  expect(end, 'end marker').toBeGreaterThan(start);
  return text.slice(start + START.length, end);
}

describe('orderLifecycleMermaid', () => {
  const diagram = orderLifecycleMermaid();

  it('draws a state diagram that starts pending payment and ends completed, cancelled or terminated', () => {
    expect(diagram.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(diagram).toContain('  [*] --> WAIT_BUYER_PAY\n');
    expect(diagram).toContain('  WAIT_BUYER_PAY: 1 pending payment\n');
    const endings = diagram.split('\n').filter((line) => line.endsWith('--> [*]'));
    expect(endings).toEqual(['  SUCCESS --> [*]', '  CANCEL --> [*]', '  TERMINATED --> [*]']);
  });

  it('draws one arrow per from-status of every rule, labelled with its event and actors', () => {
    const arrows = diagram.split('\n').filter((line) => line.includes(' --> ') && !line.includes('[*]'));
    expect(arrows).toHaveLength(ORDER_TRANSITIONS.reduce((count, rule) => count + rule.from.length, 0));
    expect(diagram).toContain('  WAIT_BUYER_PAY --> WAITING_PURCHASE: approvePayment / financeStaff\n');
    expect(diagram).toContain(
      '  WAIT_BUYER_RECEIVER --> CONFIRM_GOODS: confirmReceipt / buyer, procurementStaff\n',
    );
  });

  it('is the diagram in the package README, between the order-lifecycle markers', () => {
    const fence = /```mermaid\n([\s\S]*?)```/.exec(readmeBlock());
    expect(fence, 'a mermaid fence between the markers').not.toBeNull();
    expect(fence?.[1], 'regenerate the README block from orderLifecycleMermaid()').toBe(diagram);
  });
});
