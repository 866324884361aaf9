import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { StaffModulesDocument } from './generated/graphql';
import { useStaffModulesQuery } from './generated/hooks';
import { mockOperation } from '../test/mock-operation';
import { renderWithProviders } from '../test/render-with-providers';

function Modules() {
  const { data, error, refetch } = useStaffModulesQuery({ variables: { productId: 3001 } });
  return (
    <>
      <output data-testid="state">
        {error ? 'failed' : (data?.staffModules.map((module) => module.title).join(', ') ?? 'loading')}
      </output>
      <button onClick={() => void refetch()}>Try again</button>
    </>
  );
}

describe('useAppQuery’s refetch', () => {
  it('clears a failed first answer when asking again succeeds (the lists’ Try again)', async () => {
    renderWithProviders(<Modules />, {
      mocks: [
        mockOperation(StaffModulesDocument, {
          variables: { productId: 3001 },
          error: new TypeError('Failed to fetch'),
        }),
        mockOperation(StaffModulesDocument, {
          variables: { productId: 3001 },
          data: {
            staffModules: [
              {
                __typename: 'StaffModule',
                id: 'StaffModule:11',
                moduleId: 11,
                productId: 3001,
                productName: 'Accounting for Banks and NBFCs (Ind AS)',
                sequence: 1,
                title: 'Getting started',
                active: true,
                lessonCount: 2,
              },
            ],
          },
        }),
      ],
    });
    expect(await screen.findByText('failed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Getting started')).toBeInTheDocument();
  });
});
