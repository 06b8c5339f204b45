import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadNamespaces } from '@/lib/i18n';
import { CodeInput } from './CodeInput';
import { isCode, toCode } from './code';

// The field's strings are in the 'auth' namespace, which every page showing it loads.
beforeAll(() => loadNamespaces('auth'));

// The spec's numbers are written out here on purpose: a change of CODE_LENGTH or SMS_COUNTDOWN_S must
// fail these tests instead of silently moving with them.
const SPEC_CODE_LENGTH = 6;
const SPEC_COUNTDOWN_S = 60;

function Harness({ onSend }: { onSend: () => Promise<boolean> }) {
  const [code, setCode] = useState('');
  return <CodeInput value={code} onValue={setCode} onSend={onSend} />;
}

const input = () => screen.getByLabelText('Verification code') as HTMLInputElement;

afterEach(() => vi.useRealTimers());

describe('code input', () => {
  it('is a labelled field for 6 digits with the numeric keyboard and one-time-code autofill', () => {
    render(<Harness onSend={async () => true} />);
    expect(input().maxLength).toBe(SPEC_CODE_LENGTH);
    expect(input().inputMode).toBe('numeric');
    expect(input().getAttribute('autocomplete')).toBe('one-time-code');
    expect(input().getAttribute('pattern')).toBe(`\\d{${SPEC_CODE_LENGTH}}`);
    expect(input().placeholder).toBe('6-digit code');
  });

  it('keeps only digits, at most 6 of them', () => {
    render(<Harness onSend={async () => true} />);
    fireEvent.change(input(), { target: { value: '12a3 4-5678' } });
    expect(input().value).toBe('123456');
  });

  it('takes the digits out of a pasted message', () => {
    render(<Harness onSend={async () => true} />);
    const clipboardData = { getData: (type: string) => (type === 'text' ? 'Your code: 654 321 (valid 2 min)' : '') };
    fireEvent.paste(input(), { clipboardData });
    expect(input().value).toBe('654321');
  });

  it('waits 60 s after a sent code before another may be asked for', async () => {
    vi.useFakeTimers();
    const onSend = vi.fn(async () => true);
    render(<Harness onSend={onSend} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get code' })));
    expect(onSend).toHaveBeenCalledTimes(1);
    const waiting = screen.getByRole('button', { name: `Resend in ${SPEC_COUNTDOWN_S} s` }) as HTMLButtonElement;
    expect(waiting.disabled).toBe(true);
    act(() => vi.advanceTimersByTime((SPEC_COUNTDOWN_S - 1) * 1000));
    expect(screen.getByRole('button', { name: 'Resend in 1 s' })).toBe(waiting);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Get code' })).toHaveProperty('disabled', false);
  });

  it('starts no countdown when the code did not go out', async () => {
    const onSend = vi.fn(async () => false);
    render(<Harness onSend={onSend} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get code' })));
    expect(screen.getByRole('button', { name: 'Get code' })).toHaveProperty('disabled', false);
  });
});

describe('code format', () => {
  it('accepts exactly 6 digits', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('1234567')).toBe(false);
    expect(isCode('12345a')).toBe(false);
    expect(toCode('１2-3456789')).toBe('234567');
  });
});
