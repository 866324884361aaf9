import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { RoleId } from '@finx/domain';
import { useViewerQuery } from '../graphql/generated/hooks';
import { FullScreenLoader } from '../shared/full-screen-loader';
import { PublicLayout } from '../features/frames/public-layout';
import { CollegeLayout, LearnerLayout, StaffLayout } from './frame-layouts';

/**
 * The frame of the screens anyone may meet (not-found, access-denied): the signed-in layout of the
 * viewer's role, so the menus stay at hand, or the public layout for a visitor (and when the server
 * cannot say who is signed in). Renders `children` when given, else the matched child route.
 */
export function ViewerLayout({ children }: { children?: ReactNode }) {
  const { data, loading } = useViewerQuery();
  if (loading && !data) return <FullScreenLoader />;
  const page = children ?? <Outlet />;
  switch (data?.viewer?.roleId) {
    case RoleId.LEARNER:
      return <LearnerLayout>{page}</LearnerLayout>;
    case RoleId.ADMIN:
    case RoleId.OPS:
    case RoleId.SYSOPS_ADMIN:
      return <StaffLayout>{page}</StaffLayout>;
    case RoleId.COLLEGE:
      return <CollegeLayout>{page}</CollegeLayout>;
    default:
      return <PublicLayout>{page}</PublicLayout>;
  }
}
