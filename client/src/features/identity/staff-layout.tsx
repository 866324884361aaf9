import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { RoleId } from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { ConsoleLayout } from '../frames/console-layout';

/** The console's name for each staff role; SYSOPSADMIN runs the system (users-roles-audit.md). */
const AREA: Partial<Record<number, string>> = {
  [RoleId.ADMIN]: 'Admin',
  [RoleId.OPS]: 'Operations',
  [RoleId.SYSOPS_ADMIN]: 'System operations',
};

/**
 * Frame of the admin and operations screens: the admin header and sidebar (`001 §2` screen 11).
 * Renders `children` when given (a route that picks its layout itself), else the matched child route.
 */
export default function StaffLayout({ children }: { children?: ReactNode }) {
  const { data } = useViewerQuery();
  const area = AREA[data?.viewer?.roleId ?? RoleId.ADMIN] ?? 'Admin';
  return (
    <ConsoleLayout area={area} layout="staff">
      {children ?? <Outlet />}
    </ConsoleLayout>
  );
}
