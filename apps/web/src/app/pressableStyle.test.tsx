import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Button } from '@tijara/ui';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WEB_ROOT } from '../../scripts/extract-messages.ts';

// index.html serves react-aria's rule for pressable elements, so that its usePress finds it and
// adds none while the page hydrates (see the comment there). These tests hold the page's element to
// the one react-aria makes: the same id, which it looks for, and the same rule.
const STYLE_ID = 'react-aria-pressable-style';

const page = new DOMParser().parseFromString(
  readFileSync(path.join(WEB_ROOT, 'index.html'), 'utf8'),
  'text/html',
);
const served = page.getElementById(STYLE_ID);

/** A rule's text without its layout: what the browser parses is the same. */
const compact = (css: string | null | undefined) => (css ?? '').replace(/\s+/g, '');

// usePress adds nothing under NODE_ENV 'test'; these tests need what it does in a browser.
const testEnvironment = process.env.NODE_ENV;
beforeEach(() => {
  process.env.NODE_ENV = 'production';
});
afterEach(() => {
  process.env.NODE_ENV = testEnvironment;
  document.head.innerHTML = '';
});

describe("index.html's rule for react-aria's pressable elements", () => {
  it('is in the head, as a style element', () => {
    expect(served?.tagName).toBe('STYLE');
    expect(served?.parentElement?.tagName).toBe('HEAD');
  });

  it('is the rule react-aria adds to a page without it', () => {
    render(<Button>Add to cart</Button>);
    const added = document.getElementById(STYLE_ID);
    expect(added?.tagName).toBe('STYLE');
    expect(compact(added?.textContent)).toBe(compact(served?.textContent));
  });

  it('keeps react-aria from adding one of its own', () => {
    document.head.innerHTML = served?.outerHTML ?? '';
    const before = document.head.innerHTML;
    render(<Button>Add to cart</Button>);
    expect(document.head.innerHTML).toBe(before);
  });
});
