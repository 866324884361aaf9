import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import ReportIcon from '@mui/icons-material/AssessmentOutlined';
import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import SchoolIcon from '@mui/icons-material/SchoolOutlined';
import ClassroomIcon from '@mui/icons-material/CastForEducationOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import WorkIcon from '@mui/icons-material/WorkOutlined';
import AddJobIcon from '@mui/icons-material/PostAddOutlined';
import CandidatesIcon from '@mui/icons-material/PeopleAltOutlined';
import { ClientRoute, RoleId } from '@finx/domain';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import LoanIcon from '@mui/icons-material/AccountBalanceOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import DiscountIcon from '@mui/icons-material/LocalOfferOutlined';
import CorporateIcon from '@mui/icons-material/BusinessOutlined';

import type { ConsoleMenuEntry } from './menu-entry';

const ADMIN_OR_OPS = [RoleId.ADMIN, RoleId.OPS] as const;

/**
 * The admin and ops sidebar (`001 §2` screen 11). It lists only screens the router has, plus the five
 * the spec marks 'Coming Soon...'; a new management screen adds its line here (route, label, roles and
 * group), in the order it should appear. Roles follow the route table of `001 §2` (`rolesForRoute`).
 */
export const STAFF_MENU: readonly ConsoleMenuEntry[] = [
  { label: 'Dashboard', to: '/admin-dashboard', icon: DashboardIcon, roles: [RoleId.ADMIN], group: null },
  { label: 'Dashboard', to: '/ops-dashboard', icon: DashboardIcon, roles: [RoleId.OPS], group: null },
  // Alerts and events are admin-or-ops screens in the route table.
  { label: 'New Announcement', comingSoon: true, icon: CampaignIcon, roles: ADMIN_OR_OPS, group: 'masters' },
  { label: 'New events', comingSoon: true, icon: EventIcon, roles: ADMIN_OR_OPS, group: 'masters' },
  // Discounts are admin-or-ops screens in the route table.
  {
    label: 'Discounts',
    to: ClientRoute.discountList(),
    icon: DiscountIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  // Corporates are admin-or-ops screens in the route table.
  {
    label: 'Corporates',
    to: ClientRoute.corporateList(),
    icon: CorporateIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  // Job administration: a job's details and its candidates are reached from the list.
  { label: 'Job List', to: ClientRoute.jobList(), icon: WorkIcon, roles: ADMIN_OR_OPS, group: 'masters' },
  { label: 'Add Job', to: ClientRoute.addJob(), icon: AddJobIcon, roles: ADMIN_OR_OPS, group: 'masters' },
  // Every job's candidates: admin or ops by the route table, unlike /jobDetails (ops only).
  {
    label: 'Candidate Details',
    to: ClientRoute.candidateList(),
    icon: CandidatesIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  { label: 'Users', to: '/user-list', icon: PeopleIcon, roles: ADMIN_OR_OPS, group: 'security' },
  // /roles is admin-only in the route table; the audit log is admin's too (docs/decisions.md).
  { label: 'Roles', to: '/roles', icon: BadgeIcon, roles: [RoleId.ADMIN], group: 'security' },
  { label: 'My Profile', to: '/admin-profile', icon: PersonIcon, roles: [RoleId.ADMIN], group: 'security' },
  { label: 'Audit Log', to: '/audit-log', icon: HistoryIcon, roles: [RoleId.ADMIN], group: 'security' },
  {
    label: 'Change Password',
    to: '/changepassword',
    icon: PasswordIcon,
    roles: ADMIN_OR_OPS,
    group: 'security',
  },
  // /educationalLoanList is admin-only in the route table.
  {
    label: 'Education Loans',
    to: '/educationalLoanList',
    icon: LoanIcon,
    roles: [RoleId.ADMIN],
    group: 'masters',
  },
  { label: 'Payment Report', to: '/my-orders', icon: PaymentsIcon, roles: ADMIN_OR_OPS, group: 'reports' },
  {
    label: 'CFX Assessment Report',
    to: '/CfxAssessmentReport',
    icon: ReportIcon,
    roles: ADMIN_OR_OPS,
    group: 'reports',
  },
  // Learning paths are an admin-only screen in the route table; so is what hangs off them.
  {
    label: 'Programs',
    comingSoon: true,
    icon: SchoolIcon,
    roles: [RoleId.ADMIN],
    group: 'learningManagement',
  },
  {
    label: 'Classroom Training',
    comingSoon: true,
    icon: ClassroomIcon,
    roles: [RoleId.ADMIN],
    group: 'learningManagement',
  },
  { label: 'Groups', comingSoon: true, icon: GroupsIcon, roles: [RoleId.ADMIN], group: 'learningManagement' },
];
