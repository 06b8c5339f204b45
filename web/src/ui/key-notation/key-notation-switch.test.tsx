// @vitest-environment jsdom
// jsdom, which unchecks the other radios of a group as browsers do (happy-dom does not).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { keyNotation, setKeyNotation } from '@/lib/key-notation';
import { KeyNotationSwitch } from './KeyNotationSwitch';

// The switch's strings are the crate's, which the pages showing it load with their code.
beforeAll(() => loadNamespaces('crate'));
afterEach(() => act(() => setKeyNotation('camelot')));

describe('the key-notation switch', () => {
  it('shows the current setting in every copy on the page, before and after a change', async () => {
    act(() => setKeyNotation('openKey'));
    // The user centre's copy stays mounted behind the crate page's.
    render(
      <>
        <section aria-label="user centre" data-testid="centre">
          <KeyNotationSwitch />
        </section>
        <section aria-label="crate" data-testid="crate">
          <KeyNotationSwitch />
        </section>
      </>,
    );
    const copies = [screen.getByTestId('centre'), screen.getByTestId('crate')];
    const checked = () =>
      copies.map((copy) =>
        within(copy)
          .getAllByRole('radio')
          .findIndex((radio) => (radio as HTMLInputElement).checked),
      );
    expect(checked()).toEqual([1, 1]);
    await userEvent.click(within(copies[1] as HTMLElement).getAllByRole('radio')[2] as HTMLElement);
    expect(keyNotation.value).toBe('musical');
    expect(checked()).toEqual([2, 2]);
  });
});
