import { ReasonCode, ReasonMessage, RestPath, RoleId } from '@finx/domain';
import { describe, expect, it } from 'vitest';
import { ok, refused } from '../../upstream/fake-upstream';
import { ADMIN, LEARNER, fakeRequest } from '../../test/fake-request';
import { PasswordsSource } from './passwords.source';

const passwordsAs = async (viewer: typeof LEARNER | null) => {
  const request = await fakeRequest(viewer);
  return { ...request, passwords: new PasswordsSource(request.scope) };
};

describe('PasswordsSource', () => {
  it('puts a reset refused by the policy on input.newPassword, and a dead link on input.token', async () => {
    const { upstream, passwords } = await passwordsAs(null);
    upstream.on(
      'POST',
      RestPath.USER_RESET_PASSWORD,
      refused(ReasonCode.PASSWORD_POLICY),
      refused(ReasonCode.RESET_LINK_INVALID),
    );
    const input = { token: ' link-token ', newPassword: 'weak' };
    expect(await passwords.resetPassword(input)).toEqual({
      ok: false,
      userErrors: [
        { code: 'PASSWORD_POLICY', field: 'input.newPassword', message: ReasonMessage.PASSWORD_POLICY },
      ],
    });
    expect((await passwords.resetPassword(input)).userErrors[0]).toMatchObject({
      code: 'RESET_LINK_INVALID',
      field: 'input.token',
    });
    expect(upstream.callsTo(RestPath.USER_RESET_PASSWORD)[0]?.body).toEqual({
      userPassword: 'weak',
      token: 'link-token',
    });
  });

  it('puts a wrong current password on input.currentPassword and keeps the session', async () => {
    const { upstream, passwords, session } = await passwordsAs(LEARNER);
    upstream.on('POST', RestPath.USER_CHANGE_PASSWORD, refused(ReasonCode.CURRENT_PASSWORD_INCORRECT));
    const payload = await passwords.changePassword({ currentPassword: 'old', newPassword: 'New@2025' });
    expect(payload).toEqual({
      ok: false,
      redirectTo: null,
      userErrors: [
        {
          code: 'CURRENT_PASSWORD_INCORRECT',
          field: 'input.currentPassword',
          message: ReasonMessage.CURRENT_PASSWORD_INCORRECT,
        },
      ],
    });
    expect(session.viewer).not.toBeNull();
  });

  it("signs the user out after a change and answers the role's login", async () => {
    for (const [viewer, login] of [
      [LEARNER, '/'],
      [ADMIN, '/opsAdminLogin'],
      [{ ...LEARNER, roleId: RoleId.COLLEGE }, '/collegeLogin'],
    ] as const) {
      const { upstream, passwords, session } = await passwordsAs(viewer);
      upstream.on('POST', RestPath.USER_CHANGE_PASSWORD, ok()).on('POST', RestPath.LOGOUT, ok());
      expect(await passwords.changePassword({ newPassword: 'New@2025' })).toEqual({
        ok: true,
        redirectTo: login,
        userErrors: [],
      });
      expect(session.viewer).toBeNull();
      expect(upstream.callsTo(RestPath.USER_CHANGE_PASSWORD)[0]?.body).not.toHaveProperty('userOldPassword');
    }
  });

  it('an administrator’s change for someone else answers on the same paths', async () => {
    const { upstream, passwords } = await passwordsAs(ADMIN);
    upstream.on('POST', RestPath.USER_CHANGE_ADMIN_PASSWORD, refused(ReasonCode.NOT_FOUND), ok());
    expect((await passwords.changeUserPassword({ userId: 999, newPassword: 'New@2025' })).userErrors).toEqual(
      [{ code: 'NOT_FOUND', field: 'input.userId', message: ReasonMessage.NOT_FOUND }],
    );
    expect(await passwords.changeUserPassword({ userId: 47, newPassword: 'New@2025' })).toEqual({
      ok: true,
      userErrors: [],
    });
  });
});
