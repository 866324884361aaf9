import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers';
import { PathCourses } from './path-courses';

const courses = [
  { productId: 3002, productName: 'Retail Loan Processing' },
  { productId: 3020, productName: 'Credit Risk Management and Basel III' },
  { productId: 3011, productName: 'Credit Appraisal for MSME Loans' },
];
const noop = () => undefined;

describe('PathCourses', () => {
  it('shows a row’s error on the row its place names, whatever the text says', () => {
    renderWithProviders(
      <PathCourses courses={courses} onChange={noop} error={[undefined, 'Needs a course earlier.']} />,
    );
    expect(within(screen.getByTestId('learning-path-course-1')).getByRole('alert')).toHaveTextContent(
      'Needs a course earlier.',
    );
    expect(screen.getAllByTestId('learning-path-row-error')).toHaveLength(1);
    expect(screen.queryByTestId('learning-path-courses-error')).not.toBeInTheDocument();
  });

  it('shows an error of the list as a whole under the list, on no row', () => {
    renderWithProviders(
      <PathCourses courses={courses} onChange={noop} error="Retail Loan Processing needs more." />,
    );
    expect(screen.getByTestId('learning-path-courses-error')).toHaveTextContent(
      'Retail Loan Processing needs more.',
    );
    expect(screen.queryByTestId('learning-path-row-error')).not.toBeInTheDocument();
  });
});
