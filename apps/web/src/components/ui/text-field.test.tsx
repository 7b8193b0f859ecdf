import { render, screen } from '@testing-library/react';
import { TextField } from './text-field';

describe('TextField', () => {
  test('labels its input, and neither marks nor describes it while there is no error', () => {
    render(<TextField id="name" label="Name" defaultValue="Ada" />);
    const input = screen.getByLabelText('Name');
    expect(input).toHaveValue('Ada');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('an error is announced, marks the input invalid and describes it', () => {
    render(<TextField id="email" label="Email" error="Enter a valid email" />);
    const input = screen.getByLabelText('Email');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a valid email');
  });

  test('a hint and text elsewhere on the page describe the field along with its error', () => {
    render(
      <>
        <p id="rules">At least 10 characters.</p>
        <TextField id="pw" label="Password" hint="Not your email." describedBy="rules" error="Too short" />
      </>,
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Too short Not your email. At least 10 characters.',
    );
  });

  test('wires another control (a textarea) the same way', () => {
    render(
      <TextField
        id="notes"
        label="Notes"
        error="Too long"
        control={(field) => <textarea {...field} defaultValue="x" />}
      />,
    );
    const textarea = screen.getByLabelText('Notes');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Too long');
  });

  test('a field whose message is shared (a range) is marked invalid and described by that message', () => {
    render(
      <>
        <TextField id="from" label="From" type="date" invalid describedBy="range-error" />
        <p id="range-error">Choose up to 14 days.</p>
      </>,
    );
    const input = screen.getByLabelText('From');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Choose up to 14 days.');
  });
});
