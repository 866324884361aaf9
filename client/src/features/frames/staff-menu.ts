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
import CourseIcon from '@mui/icons-material/MenuBookOutlined';
import AddCourseIcon from '@mui/icons-material/LibraryAddOutlined';
import ModulesIcon from '@mui/icons-material/ViewModuleOutlined';
import PathIcon from '@mui/icons-material/RouteOutlined';
import VideoIcon from '@mui/icons-material/OndemandVideoOutlined';
import ValidityIcon from '@mui/icons-material/EventAvailableOutlined';
import { ClientPath, ClientRoute, RoleId } from '@finx/domain';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import LoanIcon from '@mui/icons-material/AccountBalanceOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import MailIcon from '@mui/icons-material/MailOutlined';
import AlertIcon from '@mui/icons-material/NotificationsActiveOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import SpocIcon from '@mui/icons-material/SupportAgentOutlined';
import DiscountIcon from '@mui/icons-material/LocalOfferOutlined';
import CorporateIcon from '@mui/icons-material/BusinessOutlined';
import EnquiryIcon from '@mui/icons-material/ContactMailOutlined';
import CollegeIcon from '@mui/icons-material/ApartmentOutlined';
import GdpiIcon from '@mui/icons-material/RecordVoiceOverOutlined';
import DocumentsIcon from '@mui/icons-material/FolderSharedOutlined';

import type { ConsoleMenuEntry } from '../../shared/menu-entry';

const ADMIN_OR_OPS = [RoleId.ADMIN, RoleId.OPS] as const;

/**
 * The admin and ops sidebar (`001 §2` screen 11). It lists only screens the router has, plus the five
 * the spec marks 'Coming Soon...'; a new management screen adds its line here (route, label, roles and
 * group), in the order it should appear. Roles follow the route table of `001 §2` (`rolesForRoute`).
 */
export const STAFF_MENU: readonly ConsoleMenuEntry[] = [
  { label: 'Dashboard', to: '/admin-dashboard', icon: DashboardIcon, roles: [RoleId.ADMIN], group: null },
  { label: 'Dashboard', to: '/ops-dashboard', icon: DashboardIcon, roles: [RoleId.OPS], group: null },
  // Messaging (issue 13 item 6): the notification manager and alerts are admin or ops, mail admin's.
  {
    label: 'Notification Manager',
    to: ClientPath.MY_INBOX,
    icon: InboxIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  { label: 'Alerts', to: ClientPath.ADMIN_ALERT, icon: AlertIcon, roles: ADMIN_OR_OPS, group: 'masters' },
  { label: 'Send Mail', to: ClientPath.SEND_MAIL, icon: MailIcon, roles: [RoleId.ADMIN], group: 'masters' },
  // Alerts and events are admin-or-ops screens in the route table.
  { label: 'New Announcement', comingSoon: true, icon: CampaignIcon, roles: ADMIN_OR_OPS, group: 'masters' },
  { label: 'New events', comingSoon: true, icon: EventIcon, roles: ADMIN_OR_OPS, group: 'masters' },
  // Catalogue management: a course's edit page is reached from the list.
  {
    label: 'Course List',
    to: ClientRoute.courseList(),
    icon: CourseIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  {
    label: 'Add Course',
    to: ClientRoute.addCourse(),
    icon: AddCourseIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  // Video products (`001 §2` sidebar /video-list); a video's edit page is reached from the list.
  {
    label: 'Video List',
    to: ClientRoute.videoList(),
    icon: VideoIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  {
    label: 'Product Validity',
    to: ClientRoute.productValidityList(),
    icon: ValidityIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  // 'New events' stays Coming Soon as the spec says; the events screens are their own entry.
  { label: 'Events', to: ClientRoute.eventList(), icon: EventIcon, roles: ADMIN_OR_OPS, group: 'masters' },
  { label: 'SPOC', to: ClientRoute.uploadSpoc(), icon: SpocIcon, roles: ADMIN_OR_OPS, group: 'masters' },
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
  // Corporate enquiries and colleges: this system's admin-or-ops screens (docs/decisions.md, issue 13 item 4).
  {
    label: 'Corporate Enquiries',
    to: ClientRoute.corporateEnquiries(),
    icon: EnquiryIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  {
    label: 'Colleges',
    to: ClientRoute.collegeList(),
    icon: CollegeIcon,
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
  // The Student Section (placement side, with the candidates) and the admin sidebar's /download-documents
  // (`001 §2` screen 11): admin or ops, docs/decisions.md "Student Section".
  {
    label: 'Student Section',
    to: ClientRoute.studentSection(),
    icon: SchoolIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  {
    label: 'Download Documents',
    to: ClientRoute.downloadDocuments(),
    icon: DocumentsIcon,
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
  // Bulk uploads (issue 14): staff alone, though `001 §2` lists /uploadPayment as open (docs/decisions.md).
  {
    label: 'Bulk Payment Upload',
    to: ClientRoute.uploadPayment(),
    icon: UploadIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  // The other uploads (issue 14 item 2): roles as the route table of `001 §2` gives them.
  {
    label: 'Users Bulk Upload',
    to: ClientRoute.userBulkUpload(),
    icon: UploadIcon,
    roles: [RoleId.ADMIN],
    group: 'masters',
  },
  {
    label: 'Bulk Unsubscribe Upload',
    to: ClientRoute.bulkUnsubscribeUpload(),
    icon: UploadIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  {
    label: 'Students to Course Upload',
    to: ClientRoute.addStudentCourse(),
    icon: UploadIcon,
    roles: [RoleId.ADMIN],
    group: 'masters',
  },
  {
    label: 'Add Student to Course',
    to: ClientRoute.addCourseStudent(),
    icon: AddCourseIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  // GD/PI statuses (issue 14 item 2): /gdpi is in the spec's sidebar, its upload page reached from it too.
  { label: 'GDPI Status', to: ClientRoute.gdpi(), icon: GdpiIcon, roles: [RoleId.ADMIN], group: 'masters' },
  {
    label: 'GDPI Bulk Upload',
    to: ClientRoute.adminBulkUploadGdpi(),
    icon: UploadIcon,
    roles: [RoleId.ADMIN],
    group: 'masters',
  },
  // The last two uploads (issue 14 item 2): admin or ops, as /add-job; the jobs file is also on /job-list.
  {
    label: 'Jobs Bulk Upload',
    to: ClientRoute.jobBulkUpload(),
    icon: UploadIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  {
    label: 'Profile Score Upload',
    to: ClientRoute.profileScoreUpload(),
    icon: UploadIcon,
    roles: ADMIN_OR_OPS,
    group: 'masters',
  },
  { label: 'Payment Report', to: '/my-orders', icon: PaymentsIcon, roles: ADMIN_OR_OPS, group: 'reports' },
  // Staff reports (issue 14 item 4): admin's alone in the route table.
  {
    label: 'Enrolment Report',
    to: ClientRoute.reportEnrollment(),
    icon: ReportIcon,
    roles: [RoleId.ADMIN],
    group: 'reports',
  },
  {
    label: 'User Activity',
    to: ClientRoute.userActivity(),
    icon: ReportIcon,
    roles: [RoleId.ADMIN],
    group: 'reports',
  },
  {
    label: 'Assessment Report',
    to: ClientRoute.assessmentReport(),
    icon: ReportIcon,
    roles: [RoleId.ADMIN],
    group: 'reports',
  },
  {
    label: 'Unassigned Users',
    to: ClientRoute.unassignedUsersReport(),
    icon: ReportIcon,
    roles: [RoleId.ADMIN],
    group: 'reports',
  },
  {
    label: 'CFX Assessment Report',
    to: '/CfxAssessmentReport',
    icon: ReportIcon,
    roles: ADMIN_OR_OPS,
    group: 'reports',
  },
  {
    label: 'CFX Progress Report',
    to: ClientRoute.cfxProgressReport(),
    icon: ReportIcon,
    roles: ADMIN_OR_OPS,
    group: 'reports',
  },
  {
    label: 'Data Dump Report',
    to: ClientRoute.dataDumpReport(),
    icon: ReportIcon,
    roles: ADMIN_OR_OPS,
    group: 'reports',
  },
  // /modules-list is admin-only in the route table; the spec's sidebar omits it, but every staff screen
  // must be reachable from the menu (docs/decisions.md, catalogue-admin).
  {
    label: 'Modules',
    to: ClientRoute.modulesList(),
    icon: ModulesIcon,
    roles: [RoleId.ADMIN],
    group: 'learningManagement',
  },
  // Learning paths are an admin-only screen in the route table; so is what hangs off them.
  {
    label: 'Learning Paths',
    to: ClientRoute.learningPaths(),
    icon: PathIcon,
    roles: [RoleId.ADMIN],
    group: 'learningManagement',
  },
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
