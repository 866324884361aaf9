import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RoleId } from '@finx/domain';
import { RolesDocument } from '../../graphql/generated/graphql';
import { mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import RolesPage from './roles-page';

const role = (roleId: number, roleName: string, userCount: number) => ({
  __typename: 'Role' as const,
  id: `Role:${roleId}`,
  roleId,
  roleName,
  userCount,
});

describe('RolesPage (/roles)', () => {
  it('lists SYSOPSADMIN beside the spec’s roles, each with what it may use', async () => {
    renderWithProviders(<RolesPage />, {
      route: '/roles',
      mocks: [
        mockOperation(RolesDocument, {
          data: {
            roles: [
              role(RoleId.ADMIN, 'Administrator', 1),
              role(RoleId.OPS, 'OPS', 1),
              role(RoleId.SYSOPS_ADMIN, 'SYSOPSADMIN', 1),
            ],
          },
        }),
      ],
    });
    const row = await screen.findByTestId(`role-${RoleId.SYSOPS_ADMIN}`);
    expect(within(row).getByText('SYSOPSADMIN')).toBeInTheDocument();
    expect(within(row).getByText(/^System operations: users and sign-up approvals/)).toBeInTheDocument();
    expect(within(row).getByText(/No content, jobs or money\.$/)).toBeInTheDocument();
    expect(
      within(screen.getByTestId(`role-${RoleId.ADMIN}`)).getByText(/^Every staff screen/),
    ).toBeInTheDocument();
  });
});
