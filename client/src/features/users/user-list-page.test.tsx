import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messageFor, ReasonCode, RoleId } from '@finx/domain';
import {
  RolesDocument,
  SetUserActiveDocument,
  StaffUsersDocument,
  UnlockUserAccountDocument,
  type StaffUserFieldsFragment,
  type StaffUsersQueryVariables,
} from '../../graphql/generated/graphql';
import { adminViewer, viewerMock } from '../../test/fixtures';
import { mockOperation, type GatewayData } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import UserListPage from './user-list-page';

type Row = GatewayData<StaffUserFieldsFragment>;

const user = (userId: number, status: Row['status'], email = `user${userId}@finx.demo`): Row => ({
  __typename: 'StaffUser',
  id: `StaffUser:${userId}`,
  userId,
  partyId: 1000 + userId,
  firstName: 'Meera',
  lastName: `Iyer${userId}`,
  email,
  mobileNo: '9800000000',
  roleId: RoleId.LEARNER,
  roleName: 'STUDENT',
  status,
  lockedUntil: status === 'LOCKED' ? '2026-11-25T10:00:00.000Z' : null,
  createdDate: '2026-11-01T10:00:00.000Z',
  profileScore:
    userId === 11
      ? { __typename: 'ProfileScore', score: 72.5, assessedOn: '2026-01-15', source: 'Mock interview' }
      : null,
});

const DEFAULTS = {
  search: null,
  roleId: null,
  status: null,
  sort: 'CREATED',
  descending: true,
  page: 1,
  limit: 10,
} as const;
const usersMock = (variables: Partial<StaffUsersQueryVariables>, rows: Row[], total = rows.length) =>
  mockOperation(StaffUsersDocument, {
    variables: { ...DEFAULTS, ...variables },
    data: { staffUsers: { __typename: 'StaffUserPage', rows, totalRecords: total } },
  });
const rolesMock = mockOperation(RolesDocument, {
  data: {
    roles: [
      { __typename: 'Role', id: 'Role:5', roleId: RoleId.LEARNER, roleName: 'STUDENT', userCount: 50 },
      { __typename: 'Role', id: 'Role:6', roleId: RoleId.OPS, roleName: 'OPS', userCount: 1 },
    ],
  },
});

describe('UserListPage (/user-list)', () => {
  it('reads filters, sort and page from the URL and writes a filter change back, from page one', async () => {
    const clicker = userEvent.setup();
    renderWithProviders(<UserListPage />, {
      route: '/user-list?q=meera&role=5&sort=email&order=asc&page=2',
      mocks: [
        viewerMock(adminViewer),
        rolesMock,
        usersMock(
          { search: 'meera', roleId: 5, sort: 'EMAIL', descending: false, page: 2 },
          [user(11, 'ACTIVE')],
          11,
        ),
        usersMock({ search: 'meera', roleId: 5, sort: 'EMAIL', descending: false, status: 'LOCKED' }, [
          user(12, 'LOCKED'),
        ]),
      ],
    });
    expect(await screen.findByText('user11@finx.demo')).toBeInTheDocument();
    expect(screen.getByText('11–11 of 11')).toBeInTheDocument();
    // The latest uploaded profile score, with its day.
    expect(screen.getByText('72.5 (15/01/2026)')).toBeInTheDocument();

    await clicker.click(screen.getByTestId('user-status-filter'));
    await clicker.click(screen.getByRole('option', { name: 'Locked' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/user-list?q=meera&role=5&sort=email&order=asc&status=LOCKED',
      ),
    );
    expect(await screen.findByTestId('unlock-12')).toBeInTheDocument();
  });

  it('with Status=Locked and a search, Search asks the server again rather than keep a stale empty list', async () => {
    const clicker = userEvent.setup();
    const lockedMatching = { status: 'LOCKED', search: 'user12@finx.demo' } as const;
    renderWithProviders(<UserListPage />, {
      route: '/user-list?status=LOCKED&q=user12%40finx.demo',
      mocks: [
        viewerMock(adminViewer),
        rolesMock,
        // Read before the account was locked; the second answer is after three wrong passwords.
        usersMock(lockedMatching, []),
        usersMock(lockedMatching, [user(12, 'LOCKED')]),
      ],
    });
    expect(await screen.findByText('No rows')).toBeInTheDocument();
    await clicker.click(screen.getByTestId('user-search-submit'));
    expect(await screen.findByTestId('unlock-12')).toBeInTheDocument();
    expect(screen.queryByText('No rows')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/user-list?status=LOCKED&q=user12%40finx.demo');
  });

  it('unlocks a locked account, says so and reads the list again', async () => {
    const clicker = userEvent.setup();
    renderWithProviders(<UserListPage />, {
      route: '/user-list?status=LOCKED',
      mocks: [
        viewerMock(adminViewer),
        rolesMock,
        usersMock({ status: 'LOCKED' }, [user(12, 'LOCKED')]),
        mockOperation(UnlockUserAccountDocument, {
          variables: { email: 'user12@finx.demo' },
          data: { unlockUser: { __typename: 'ActionPayload', ok: true, userErrors: [] } },
        }),
        usersMock({ status: 'LOCKED' }, []),
      ],
    });
    await clicker.click(await screen.findByTestId('unlock-12'));
    expect(await screen.findByText('Meera Iyer12 is unlocked and may sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('unlock-12')).not.toBeInTheDocument());
    // Admin may open the admin-initiated password change of a row; it returns to /user-list.
  });

  it('offers the password change to admin only, never on the viewer’s own row', async () => {
    renderWithProviders(<UserListPage />, {
      mocks: [
        viewerMock({ ...adminViewer, roleId: RoleId.OPS }),
        rolesMock,
        usersMock({}, [user(12, 'ACTIVE'), user(adminViewer.userId, 'ACTIVE')]),
      ],
      route: '/user-list',
    });
    expect(await screen.findByTestId('toggle-active-12')).toHaveTextContent('Inactivate');
    expect(screen.queryByTestId('change-password-12')).not.toBeInTheDocument();
    expect(screen.queryByTestId(`toggle-active-${adminViewer.userId}`)).not.toBeInTheDocument();
  });

  it('disables the actions on an account whose role is above the viewer’s, saying why (issue 30)', async () => {
    const staff = (userId: number, roleId: number, roleName: string): Row => ({
      ...user(userId, 'LOCKED'),
      roleId,
      roleName,
    });
    renderWithProviders(<UserListPage />, {
      mocks: [
        viewerMock({ ...adminViewer, userId: 90, roleId: RoleId.OPS, roleName: 'OPS' }),
        rolesMock,
        usersMock({}, [
          staff(21, RoleId.ADMIN, 'Administrator'),
          staff(22, RoleId.SYSOPS_ADMIN, 'SYSOPSADMIN'),
          staff(23, RoleId.OPS, 'OPS'),
          user(24, 'LOCKED'),
          { ...staff(25, RoleId.SYSOPS_ADMIN, 'SYSOPSADMIN'), status: 'HELD', lockedUntil: null },
        ]),
      ],
      route: '/user-list',
    });
    for (const above of [21, 22]) {
      expect(await screen.findByTestId(`toggle-active-${above}`)).toBeDisabled();
      expect(screen.getByTestId(`outranked-${above}`)).toHaveAttribute(
        'aria-label',
        messageFor(ReasonCode.USER_ROLE_ABOVE_YOURS),
      );
      expect(screen.queryByTestId(`unlock-${above}`)).not.toBeInTheDocument();
    }
    // A held SYSOPSADMIN sign-up is not ops' to approve or reject.
    expect(screen.getByTestId('approve-25')).toBeDisabled();
    expect(screen.queryByTestId('reject-25')).not.toBeInTheDocument();
    // Ops' equals and learners keep their actions.
    for (const below of [23, 24]) {
      expect(screen.getByTestId(`toggle-active-${below}`)).toBeEnabled();
      expect(screen.getByTestId(`unlock-${below}`)).toBeEnabled();
      expect(screen.queryByTestId(`outranked-${below}`)).not.toBeInTheDocument();
    }
  });

  it('shows the server’s refusal when it will not let the viewer act', async () => {
    const clicker = userEvent.setup();
    const refusal = messageFor(ReasonCode.USER_ROLE_ABOVE_YOURS);
    renderWithProviders(<UserListPage />, {
      route: '/user-list',
      mocks: [
        viewerMock({ ...adminViewer, userId: 90, roleId: RoleId.OPS, roleName: 'OPS' }),
        rolesMock,
        // The row says learner; the account was made an administrator since the list was read.
        usersMock({}, [user(12, 'ACTIVE')]),
        mockOperation(SetUserActiveDocument, {
          variables: { userId: 12, active: false },
          data: {
            setUserActive: {
              __typename: 'ActionPayload',
              ok: false,
              userErrors: [
                { __typename: 'UserError', code: 'USER_ROLE_ABOVE_YOURS', field: 'userId', message: refusal },
              ],
            },
          },
        }),
      ],
    });
    await clicker.click(await screen.findByTestId('toggle-active-12'));
    await clicker.click(await screen.findByTestId('confirm-inactivate-12-confirm'));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('asks before inactivating, and only Inactivate in the question acts', async () => {
    const clicker = userEvent.setup();
    renderWithProviders(<UserListPage />, {
      route: '/user-list',
      mocks: [
        viewerMock(adminViewer),
        rolesMock,
        usersMock({}, [user(12, 'ACTIVE')]),
        mockOperation(SetUserActiveDocument, {
          variables: { userId: 12, active: false },
          data: { setUserActive: { __typename: 'ActionPayload', ok: true, userErrors: [] } },
        }),
        usersMock({}, [user(12, 'INACTIVE')]),
      ],
    });
    await clicker.click(await screen.findByTestId('toggle-active-12'));
    const question = await screen.findByTestId('confirm-inactivate-12');
    expect(question).toHaveTextContent('Inactivate Meera Iyer12?');
    await clicker.click(screen.getByTestId('confirm-inactivate-12-dismiss'));
    await waitFor(() => expect(screen.queryByTestId('confirm-inactivate-12')).not.toBeInTheDocument());
    expect(screen.queryByText('Meera Iyer12 is now inactive.')).not.toBeInTheDocument();

    await clicker.click(screen.getByTestId('toggle-active-12'));
    await clicker.click(await screen.findByTestId('confirm-inactivate-12-confirm'));
    expect(await screen.findByText('Meera Iyer12 is now inactive.')).toBeInTheDocument();
  });
});
