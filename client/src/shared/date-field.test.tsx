import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { DateField } from './date-field';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Valid from" value={value} onChange={setValue} testId="valid-from" />
      <output data-testid="iso">{value}</output>
    </>
  );
}

describe('DateField', () => {
  it('shows an ISO value as DD/MM/YYYY', () => {
    render(<Harness initial="2026-12-25" />);
    const hidden = screen.getByTestId('valid-from').querySelector('input');
    expect(hidden?.value).toBe('25/12/2026');
  });

  it('reports a typed DD/MM/YYYY date as ISO', async () => {
    render(<Harness initial="" />);
    const user = userEvent.setup();
    const [day] = screen.getAllByRole('spinbutton', { name: 'Day' });
    if (!day) throw new Error('the day section is missing');
    await user.click(day);
    await user.keyboard('05112026');
    expect(screen.getByTestId('iso').textContent).toBe('2026-11-05');
  });
});
