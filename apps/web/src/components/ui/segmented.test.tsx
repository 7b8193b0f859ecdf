import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Segmented } from './segmented';

const OPTIONS = [
  { value: 'US', label: 'US' },
  { value: 'Metric', label: 'Metric' },
  { value: 'half', label: '½×', ariaLabel: 'Scale ½×' },
] as const;

function Units({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string>('Metric');
  return (
    <Segmented
      label="Units"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

describe('Segmented', () => {
  test('a radio group whose chosen option is checked and the one tab stop', () => {
    render(<Units onChange={() => undefined} />);
    expect(screen.getByRole('radiogroup', { name: 'Units' })).toBeInTheDocument();
    const metric = screen.getByRole('radio', { name: 'Metric' });
    expect(metric).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'US' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: 'Scale ½×' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, 0, -1]);
  });

  test('arrow keys move the focus round the row without choosing; a press chooses, the chosen one again does nothing', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Units onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Metric' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Scale ½×' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'US' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Scale ½×' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('half');
    expect(screen.getByRole('radio', { name: 'Scale ½×' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: 'Scale ½×' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
