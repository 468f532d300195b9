import { DOMAIN_MESSAGES } from '@tijara/domain';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../../provider';
import { SearchBox } from './SearchBox';

vi.mock('./downscaleImage', () => ({
  downscaleForImageSearch: vi.fn(() => Promise.resolve(new Blob(['jpeg'], { type: 'image/jpeg' }))),
}));

afterEach(cleanup);

function renderBox(hotWords: string[] = []) {
  const onSearch = vi.fn();
  const onImageSearch = vi.fn();
  render(
    <UIProvider locale="en" domainMessages={DOMAIN_MESSAGES.en}>
      <SearchBox onSearch={onSearch} onImageSearch={onImageSearch} hotWords={hotWords} />
    </UIProvider>,
  );
  return { onSearch, onImageSearch, input: screen.getByRole('searchbox', { name: 'Search products' }) };
}

describe('SearchBox', () => {
  it('is a plain GET form to `action` until its code runs, and handles the search itself once it does', () => {
    const onSearch = vi.fn();
    render(
      <UIProvider locale="en" domainMessages={DOMAIN_MESSAGES.en}>
        <SearchBox onSearch={onSearch} imageSearch={false} action="/search-list" queryName="name" />
      </UIProvider>,
    );
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    const form = input.closest('form')!;
    expect([form.getAttribute('action'), form.getAttribute('method'), input.getAttribute('name')]).toEqual([
      '/search-list',
      'get',
      'name',
    ]);
    fireEvent.change(input, { target: { value: 'lamp' } });
    // With the code running, submitting does not leave the page: onSearch navigates.
    expect(fireEvent.submit(form)).toBe(false);
    expect(onSearch).toHaveBeenCalledWith('lamp');
  });

  it('offers the hot words as links in a panel the style sheet shows on focus, until it hydrates', () => {
    const box = (
      <UIProvider locale="en" domainMessages={DOMAIN_MESSAGES.en}>
        <SearchBox
          onSearch={vi.fn()}
          imageSearch={false}
          action="/search-list"
          queryName="name"
          hotWords={['power bank', 'أكواب']}
        />
      </UIProvider>
    );
    // The server's markup: the words are links to the results, in the page before any focus.
    const container = document.createElement('div');
    container.innerHTML = renderToString(box);
    document.body.append(container);
    const links = within(container).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/search-list?name=power+bank',
      `/search-list?name=${encodeURIComponent('أكواب')}`,
    ]);
    expect(links[0]?.hasAttribute('data-highlighted')).toBe(true);
    // Hydrated: the words are the box's own buttons again, shown while it has focus.
    act(() => {
      hydrateRoot(container, box);
    });
    expect(within(container).queryAllByRole('link')).toEqual([]);
    expect(within(container).queryByRole('group')).toBeNull();
    fireEvent.focus(within(container).getByRole('searchbox'));
    expect(within(container).getAllByRole('button', { name: /power bank|أكواب/ })).toHaveLength(2);
    container.remove();
  });

  it('names nothing for the browser to submit without an action', () => {
    const { input } = renderBox();
    expect(input.closest('form')!.hasAttribute('action')).toBe(false);
    expect(input.hasAttribute('name')).toBe(false);
  });

  it('trims the text and warns on blank text', () => {
    const { onSearch, input } = renderBox();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.submit(input.closest('form')!);
    expect(onSearch).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Enter something to search for.');
    fireEvent.change(input, { target: { value: '  lamp ' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.submit(input.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith('lamp');
  });

  it('shows the hot words on focus, the first three highlighted, and searches a chosen one', () => {
    const { onSearch, input } = renderBox(['a1', 'b2', 'c3', 'd4']);
    expect(screen.queryByRole('button', { name: 'a1' })).toBeNull();
    fireEvent.focus(input);
    const highlighted = ['a1', 'b2', 'c3', 'd4'].map((word) =>
      screen.getByRole('button', { name: word }).hasAttribute('data-highlighted'),
    );
    expect(highlighted).toEqual([true, true, true, false]);
    fireEvent.click(screen.getByRole('button', { name: 'd4' }));
    expect(onSearch).toHaveBeenCalledWith('d4');
  });

  it('refuses a pasted GIF with a format warning and searches a pasted PNG', async () => {
    const { onImageSearch, input } = renderBox();
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    fireEvent.paste(input, { clipboardData: { files: [gif], getData: () => '' } });
    expect(screen.getByRole('alert').textContent).toBe('Choose a JPG or PNG image.');
    expect(onImageSearch).not.toHaveBeenCalled();
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    fireEvent.paste(input, { clipboardData: { files: [png], getData: () => '' } });
    await vi.waitFor(() => expect(onImageSearch).toHaveBeenCalledTimes(1));
    expect((onImageSearch.mock.calls[0]![0] as Blob).type).toBe('image/jpeg');
  });

  it('leaves the camera out and ignores a pasted picture with imageSearch={false}', async () => {
    const onSearch = vi.fn();
    render(
      <UIProvider locale="en" domainMessages={DOMAIN_MESSAGES.en}>
        <SearchBox onSearch={onSearch} imageSearch={false} />
      </UIProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Search by image' })).toBeNull();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    const pasted = fireEvent.paste(input, { clipboardData: { files: [png], getData: () => '' } });
    // Not taken over: the browser's own paste runs (and puts nothing into a text box).
    expect(pasted).toBe(true);
    await Promise.resolve();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: 'lamp' } });
    fireEvent.submit(input.closest('form')!);
    expect(onSearch).toHaveBeenCalledWith('lamp');
  });

  it('still offers the camera by default', () => {
    renderBox();
    expect(screen.getByRole('button', { name: 'Search by image' })).toBeTruthy();
  });
});
