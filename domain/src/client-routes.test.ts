import { describe, expect, it } from 'vitest';
import { ClientRoute, landingRouteOf, loginRouteOf, sessionExpiredRouteOf } from './client-routes';
import { RoleId } from './roles';

describe('client routes', () => {
  it('builds the addresses the tiers link and redirect to', () => {
    expect(ClientRoute.changePassword()).toBe('/changepassword');
    expect(ClientRoute.changePassword(47)).toBe('/changepassword?userId=47');
    expect(ClientRoute.resetPassword('a+b/c')).toBe('/forgotpasswordnext?id=a%2Bb%2Fc');
    expect(ClientRoute.thankYou(600002)).toBe('/thankyou?orderId=600002');
    expect(ClientRoute.paymentError()).toBe('/error');
    expect(ClientRoute.prerequisites(1083)).toBe('/my-Subcription-list?productId=1083');
    expect(ClientRoute.emailVerification('e/1')).toBe('/emailVerification/e%2F1');
    expect(ClientRoute.sessionTimeout()).toBe('/?sessiontimeout=true');
    expect(ClientRoute.registerFrom({ camp: 'bfsi-hiring', cli: 'A & B', ref: undefined })).toBe(
      '/register?camp=bfsi-hiring&cli=A+%26+B',
    );
  });

  it.each([
    [RoleId.LEARNER, '/', '/?sessiontimeout=true', '/studentDashboard'],
    [RoleId.ADMIN, '/opsAdminLogin', '/opsAdminLogin', '/admin-dashboard'],
    [RoleId.OPS, '/opsAdminLogin', '/opsAdminLogin', '/ops-dashboard'],
    [RoleId.SYSOPS_ADMIN, '/opsAdminLogin', '/opsAdminLogin', '/admin-dashboard'],
    [RoleId.COLLEGE, '/collegeLogin', '/collegeLogin', '/collegeDashboard'],
  ])('role %i: login %s, after a time-out %s, lands on %s', (roleId, login, expired, landing) => {
    expect(loginRouteOf(roleId)).toBe(login);
    expect(sessionExpiredRouteOf(roleId)).toBe(expired);
    expect(landingRouteOf(roleId)).toBe(landing);
  });

  it('sends an unknown caller to the learner login', () => {
    expect(loginRouteOf(null)).toBe('/');
    expect(sessionExpiredRouteOf(undefined)).toBe('/?sessiontimeout=true');
  });
});
