import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ConsoleLayout } from '../frames/console-layout';
import { COLLEGE_MENU } from '../frames/college-menu';

/**
 * Frame of the college placement officer's screens: the same header and sidebar as staff, with the
 * officer's own menu. Renders `children` when given, else the matched child route.
 */
export default function CollegeLayout({ children }: { children?: ReactNode }) {
  return (
    <ConsoleLayout entries={COLLEGE_MENU} area="College" layout="college">
      {children ?? <Outlet />}
    </ConsoleLayout>
  );
}
