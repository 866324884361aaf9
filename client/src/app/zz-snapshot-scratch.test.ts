import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { RoleId } from '@finx/domain';
import { ROUTE_TABLE, SCREEN_ROUTES } from './feature-routes';
import { sectionsFor } from '../shared/menu-entry';

const rolesFor = ROUTE_TABLE.rolesFor;
const concrete = (p: string) => p.replace(/\/:[^/]+\?/g, '').replace(/:[a-zA-Z]+/g, '7');
it('dumps', async () => {
  const routes = SCREEN_ROUTES.map((r) => ({ path: r.path, frame: r.frame, roles: rolesFor(r.path), url: concrete(r.path), urlRoles: rolesFor(concrete(r.path)), upper: rolesFor(concrete(r.path).toUpperCase()) }));
  const extra = ['/CfxAssessmentReport/a@b.c/3', '/MyCfxAssessmentReport/x/1', '/jobs/applied', '/learning-path/edit/4', '/edit-job', '/candidate-details/1/2'].map((u) => ({ u, roles: rolesFor(u) }));
  const iconName = async (icon: unknown) => {
    const lazyIcon = icon as { _payload: { _result: () => Promise<{ default: { type: { render: { displayName: string } } } }> } };
    const mod = await lazyIcon._payload._result();
    return mod.default.type.render.displayName;
  };
  const menu = async (role: number) =>
    Promise.all(sectionsFor(ROUTE_TABLE.consoleMenu, role).map(async (s) => ({ title: s.title, entries: await Promise.all(s.entries.map(async (e) => ({ label: e.label, to: 'to' in e ? e.to : 'comingSoon' in e ? 'SOON' : e.href, icon: await iconName(e.icon) }))) })));
  const menus = { admin: await menu(RoleId.ADMIN), ops: await menu(RoleId.OPS), college: await menu(RoleId.COLLEGE), learnerStaff: await menu(RoleId.LEARNER) };
  writeFileSync(process.env.DUMP ?? '/tmp/rt/after.json', JSON.stringify({ routes, extra, menus }, null, 1));
});
