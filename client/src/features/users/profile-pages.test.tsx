import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoleId } from '@finx/domain';
import {
  CheckAccountChangeDocument,
  StaffUserDocument,
  type StaffUserFieldsFragment,
  UpdateUserProfileDocument,
} from '../../graphql/generated/graphql';
import { type GatewayData, mockOperation } from '../../test/mock-operation';
import { renderWithProviders } from '../../test/render-with-providers';
import { AdminProfileEditPage, PROFILE_SAVED_TEXT } from './profile-pages';

const TAKEN = 'This mobile number is already used by another account.';
const me: GatewayData<StaffUserFieldsFragment> = {
  __typename: 'StaffUser',
  id: 'StaffUser:2',
  userId: 2,
  partyId: 1002,
  firstName: 'Rahul',
  lastName: 'Mehta',
  email: 'admin@finx.demo',
  mobileNo: '9820012345',
  roleId: RoleId.ADMIN,
  roleName: 'Administrator',
  status: 'ACTIVE',
  lockedUntil: null,
  createdDate: '2026-11-01T10:00:00.000Z',
  profileScore: null,
};
const own = mockOperation(StaffUserDocument, { variables: { partyId: null }, data: { staffUser: me } });
const check = (mobile: string, refused: boolean) =>
  mockOperation(CheckAccountChangeDocument, {
    variables: { userId: null, mobile },
    data: {
      checkAccountChange: {
        __typename: 'ActionPayload',
        ok: !refused,
        userErrors: refused
          ? [{ __typename: 'UserError', code: 'USER_MOBILE_TAKEN', field: 'mobile', message: TAKEN }]
          : [],
      },
    },
  });
const update = (mobile: string) =>
  mockOperation(UpdateUserProfileDocument, {
    variables: { input: { firstName: 'Rahul', lastName: 'Mehta', mobile } },
    data: {
      updateUserProfile: {
        __typename: 'StaffUserPayload',
        user: { ...me, mobileNo: mobile },
        userErrors: [],
      },
    },
  });

async function typeMobile(mobile: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText(/Mobile Number/);
  await user.clear(field);
  await user.type(field, mobile);
  await user.click(screen.getByTestId('profile-save'));
}

describe('/admin-profile-edit asks before it saves a new mobile (validateupdateuser)', () => {
  it('says a number another account holds on its field, and saves nothing', async () => {
    // No update is mocked: a save sent anyway would fail the test with an unmatched operation.
    renderWithProviders(<AdminProfileEditPage />, { mocks: [own, check('9833098765', true)] });
    await typeMobile('9833098765');
    expect(await screen.findByText(TAKEN)).toBeInTheDocument();
    expect(screen.queryByText(PROFILE_SAVED_TEXT)).not.toBeInTheDocument();
  });

  it('saves a free number once the check passes', async () => {
    renderWithProviders(<AdminProfileEditPage />, {
      mocks: [own, check('9123456780', false), update('9123456780')],
    });
    await typeMobile('9123456780');
    expect(await screen.findByText(PROFILE_SAVED_TEXT)).toBeInTheDocument();
  });
});
