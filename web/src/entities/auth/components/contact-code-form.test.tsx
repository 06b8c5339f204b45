import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/layers/toast';
import { ContactCodeForm, type ContactCodeSubmission } from './ContactCodeFields';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderFlow(props: Partial<Parameters<typeof ContactCodeForm>[0]> = {}) {
  const onSubmit = vi.fn<(values: ContactCodeSubmission, done: { clear: () => void }) => void>();
  render(
    <ContactCodeForm
      channels={['mobile', 'email']}
      tabsLabel="Verify by"
      purpose="resetpwd"
      newPasswordLabel="New password"
      submitLabel="Change password"
      pending={false}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return onSubmit;
}

describe('the contact-code-password flow', () => {
  it('shows a refused field under itself, marks it, focuses it and toasts the message; sends nothing', async () => {
    const onSubmit = renderFlow();
    await screen.findByLabelText('Phone number');
    fill('Phone number', '13800138001');
    fill('Verification code', '123456');
    fill('New password', 'brandnew88');
    fill('Repeat password', 'brandnew89');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    const repeat = screen.getByLabelText('Repeat password');
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The two passwords do not match').id).toBe(repeat.getAttribute('aria-describedby'));
    expect(toast.value?.message).toBe('The two passwords do not match');
    await waitFor(() => expect(document.activeElement).toBe(repeat));
    expect(onSubmit).not.toHaveBeenCalled();

    // Changing the field takes its error away.
    fill('Repeat password', 'brandnew88');
    expect(repeat.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('The two passwords do not match')).toBeNull();
  });

  it('sends the checked values on, the contact trimmed', async () => {
    const onSubmit = renderFlow();
    await screen.findByLabelText('Phone number');
    fill('Phone number', ' 13800138001');
    fill('Verification code', '123456');
    fill('New password', 'brandnew88');
    fill('Repeat password', 'brandnew88');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      channel: 'mobile',
      contact: '13800138001',
      code: '123456',
      password: 'brandnew88',
    });
  });

  it('empties the contact and code, and their errors, when the channel changes', async () => {
    renderFlow();
    await screen.findByLabelText('Phone number');
    fill('Phone number', '1380');
    fill('Verification code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }));
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('');
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('');
    expect(screen.getByRole('tabpanel').tagName).toBe('FORM');
  });

  it('runs the page’s own check first, and asks for no password where the flow holds none', async () => {
    const onSubmit = renderFlow({
      channels: ['mobile'],
      newPasswordLabel: undefined,
      check: () => ({ field: 'username', message: 'Pick a username' }),
      before: ({ errorOf }) => <p>{errorOf('username') ?? 'no error'}</p>,
    });
    await screen.findByLabelText('Phone number');
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('Repeat password')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Pick a username')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses to send a code to a number that cannot take one, at the field', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderFlow();
    await screen.findByLabelText('Phone number');
    fill('Phone number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await waitFor(() => expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
