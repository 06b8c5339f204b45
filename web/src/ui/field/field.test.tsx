import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './Field';
import { SubmitButton } from './SubmitButton';
import { TextAreaField } from './TextAreaField';

function describedBy(element: HTMLElement): string[] {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`);
}

describe('submit button', () => {
  it('waits while pending: disabled, busy, a spinner, and the same name', () => {
    const { rerender } = render(<SubmitButton pending={false}>Save</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button).toHaveProperty('disabled', false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.querySelector('svg')).toBeNull();

    rerender(<SubmitButton pending>Save</SubmitButton>);
    const waiting = screen.getByRole('button', { name: 'Save' });
    expect(waiting).toHaveProperty('disabled', true);
    expect(waiting.getAttribute('aria-busy')).toBe('true');
    const spinner = waiting.querySelector('svg');
    expect(spinner?.getAttribute('aria-hidden')).toBe('true');
  });

  it('does not submit its form twice while pending', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    function Form() {
      const [pending, setPending] = useState(false);
      return (
        <form
          onSubmit={(event) => {
            onSubmit(event);
            setPending(true);
          }}
        >
          <SubmitButton pending={pending}>Send</SubmitButton>
        </form>
      );
    }
    render(<Form />);
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('as a plain button acts through onClick and stays disabled when told, pending or not', () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <SubmitButton type="button" pending={false} onClick={onClick} className="btn">
        Refund
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Refund' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('btn');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <SubmitButton type="button" pending={false} disabled onClick={onClick} className="btn">
        Refund
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Refund' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Refund' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('left enabled while pending when the provider answers a second tap, and still busy', () => {
    const onClick = vi.fn();
    render(
      <SubmitButton type="button" pending answersWhilePending onClick={onClick}>
        Pay
      </SubmitButton>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('field', () => {
  it('labels its input and reports each change', () => {
    const onValue = vi.fn();
    render(<Field label="Nickname" value="" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    fireEvent.change(input, { target: { value: 'DJ' } });
    expect(onValue).toHaveBeenCalledWith('DJ');
  });

  it('wires its hint and its error to the input, and marks it invalid only with an error', () => {
    const { rerender } = render(<Field label="Amount" value="" onValue={() => {}} hint="At least 10" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(describedBy(input)).toEqual(['At least 10']);
    expect(input.hasAttribute('aria-invalid')).toBe(false);

    rerender(<Field label="Amount" value="" onValue={() => {}} hint="At least 10" error="Too little" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(input)).toEqual(['At least 10', 'Too little']);

    rerender(<Field label="Amount" value="" onValue={() => {}} />);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps two fields apart', () => {
    render(
      <>
        <Field label="A" value="" onValue={() => {}} error="A is wrong" />
        <Field label="B" value="" onValue={() => {}} error="B is wrong" />
      </>,
    );
    expect(describedBy(screen.getByRole('textbox', { name: 'A' }))).toEqual(['A is wrong']);
    expect(describedBy(screen.getByRole('textbox', { name: 'B' }))).toEqual(['B is wrong']);
  });
});

describe('field counter and announced errors', () => {
  it('counts by the rule it is given, and the count comes first in the description', () => {
    // Counted by characters, as a provider that stores code points would: by UTF-16 units it would say 4.
    render(
      <Field
        label="Title"
        value="😀😀"
        onValue={() => {}}
        maxLength={10}
        counted
        countOf={(text) => [...text].length}
        error="Too long"
      />,
    );
    expect(describedBy(screen.getByRole('textbox', { name: 'Title' }))).toEqual(['2 / 10', 'Too long']);
  });

  it('announces its error as an alert only when asked', () => {
    const { rerender } = render(<Field label="Name" value="" onValue={() => {}} error="Required" />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<Field label="Name" value="" onValue={() => {}} error="Required" announceError />);
    expect(screen.getByRole('alert').textContent).toBe('Required');
  });
});

describe('text area field', () => {
  it('counts against its max length, and the count describes the text area', () => {
    function Bio() {
      const [value, setValue] = useState('');
      return <TextAreaField label="Bio" value={value} onValue={setValue} maxLength={20} />;
    }
    render(<Bio />);
    const area = screen.getByRole('textbox', { name: 'Bio' });
    expect(area.getAttribute('maxlength')).toBe('20');
    expect(describedBy(area)).toEqual(['0 / 20']);
    fireEvent.change(area, { target: { value: 'hello' } });
    expect(describedBy(area)).toEqual(['5 / 20']);
  });

  it('has no counter without a max length, and wires its error', () => {
    render(<TextAreaField label="Note" value="x" onValue={() => {}} error="Say more" />);
    const area = screen.getByRole('textbox', { name: 'Note' });
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(area)).toEqual(['Say more']);
    expect(screen.queryByText(/\/ /)).toBeNull();
  });

  it("counts by the provider's rule when given one", () => {
    render(<TextAreaField label="Body" value="ab" onValue={() => {}} maxLength={9} countOf={() => 7} />);
    expect(describedBy(screen.getByRole('textbox', { name: 'Body' }))).toEqual(['7 / 9']);
  });
});
