import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { ConsoleLayout } from '../frames/console-layout';

/**
 * Frame of the college placement officer's screens: the same header and sidebar as staff, with the
 * officer's own entries. Renders `children` when given, else the matched child route.
 */
export default function CollegeLayout({ children }: { children?: ReactNode }) {
  return (
    <ConsoleLayout area="College" layout="college">
      {children ?? <Outlet />}
    </ConsoleLayout>
  );
}
