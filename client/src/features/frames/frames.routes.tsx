import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

/**
 * The admin sidebar's entries that `001 §2` screen 11 shows as 'Coming Soon...': no feature builds
 * them yet, so the frames (which draw the sidebar) hold their places. 'New events' stays beside the
 * events feature's own Events entry, as the spec has it.
 */
export const framesRoutes: readonly FeatureRoute[] = [
  {
    comingSoon: {
      label: 'New Announcement',
      icon: () => import('@mui/icons-material/CampaignOutlined'),
      roles: RoleSet.ADMIN_OR_OPS,
      group: 'masters',
      order: 40,
    },
  },
  {
    comingSoon: {
      label: 'New events',
      icon: () => import('@mui/icons-material/EventOutlined'),
      roles: RoleSet.ADMIN_OR_OPS,
      group: 'masters',
      order: 50,
    },
  },
  {
    comingSoon: {
      label: 'Programs',
      icon: () => import('@mui/icons-material/SchoolOutlined'),
      roles: RoleSet.ADMIN,
      group: 'learningManagement',
      order: 30,
    },
  },
  {
    comingSoon: {
      label: 'Classroom Training',
      icon: () => import('@mui/icons-material/CastForEducationOutlined'),
      roles: RoleSet.ADMIN,
      group: 'learningManagement',
      order: 40,
    },
  },
  {
    comingSoon: {
      label: 'Groups',
      icon: () => import('@mui/icons-material/GroupsOutlined'),
      roles: RoleSet.ADMIN,
      group: 'learningManagement',
      order: 50,
    },
  },
];
