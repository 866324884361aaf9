import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ListSearch } from './list-search';

function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

const renderAt = (entry: string) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <ListSearch label="Name or city" testId="thing-search" />
      <Where />
    </MemoryRouter>,
  );

describe('ListSearch', () => {
  it('shows the applied search from the URL', () => {
    renderAt('/things?q=Pune');
    expect(screen.getByTestId('thing-search')).toHaveValue('Pune');
  });

  it('applies the trimmed text as ?q=, keeps the other filters and goes back to page one', () => {
    renderAt('/things?status=OPEN&page=3');
    fireEvent.change(screen.getByTestId('thing-search'), { target: { value: '  Mumbai ' } });
    fireEvent.click(screen.getByTestId('thing-search-submit'));
    const search = new URLSearchParams(screen.getByTestId('where').textContent ?? '');
    expect(search.get('q')).toBe('Mumbai');
    expect(search.get('status')).toBe('OPEN');
    expect(search.get('page')).toBeNull();
  });

  it('clears the search when the field is emptied', () => {
    renderAt('/things?q=Pune');
    fireEvent.change(screen.getByTestId('thing-search'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('thing-search-submit'));
    expect(screen.getByTestId('where').textContent).toBe('');
  });
});
