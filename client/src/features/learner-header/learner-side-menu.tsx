import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import PaymentIcon from '@mui/icons-material/PaymentsOutlined';
import LoanIcon from '@mui/icons-material/AccountBalanceOutlined';
import DocumentsIcon from '@mui/icons-material/FolderOpenOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import AppliedIcon from '@mui/icons-material/AssignmentTurnedInOutlined';
import PasswordIcon from '@mui/icons-material/PasswordOutlined';
import TourIcon from '@mui/icons-material/TourOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { ClientRoute } from '@finx/domain';
import type { MenuSection } from '../../shared/menu-entry';
import { SideNav } from '../../shared/side-nav';
import { FeedbackButton } from '../feedback/feedback-button';
import { useSignOut } from '../identity/use-sign-out';
import { JOBS_LABEL, useLearnerLinks, useLearnerPlacement } from './learner-links';

/**
 * The side menu of `001 §2` screen 2. Education Loan is this system's screen for the loan learners may
 * apply for (`001 §1`); My Documents is the documents section of My Profile on a page of its own.
 */
const MAIN: MenuSection = {
  id: 'main',
  entries: [
    { label: 'Dashboard', to: '/studentDashboard', icon: DashboardIcon },
    { label: 'My Profile', to: ClientRoute.userProfile(), icon: PersonIcon },
    { label: 'Education Loan', to: '/education-loan', icon: LoanIcon },
    { label: 'My Documents', to: '/my-documents', icon: DocumentsIcon },
    // The full list behind the learner footer's View All Events (`001 §2` screen 3).
    { label: 'Events', to: '/events', icon: EventIcon },
  ],
};
const APPLIED_JOBS = { label: 'Applied jobs', to: ClientRoute.appliedJobs(), icon: AppliedIcon };
const REPORTS: MenuSection = {
  id: 'reports',
  title: 'Reports',
  collapsible: true,
  icon: AssessmentIcon,
  entries: [{ label: 'My Payment', to: '/my-orders', icon: PaymentIcon }],
};
/** Screens of `000 §2` every learner may open that no other control leads to. */
const ACCOUNT: MenuSection = {
  id: 'account',
  title: 'Account',
  entries: [
    { label: 'Change Password', to: '/changepassword', icon: PasswordIcon },
    { label: 'Product Tour', to: '/my-tour', icon: TourIcon },
  ],
};

/**
 * Learner side menu: Dashboard, My Profile, a collapsible Reports group with My Payment, and the
 * account screens. Where the header has no room, the header's links (with the cart and wishlist
 * counts), Feedback and Sign Out are here too.
 */
export function LearnerSideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const links = useLearnerLinks();
  const { linksInMenu, actionsInMenu } = useLearnerPlacement();
  const { signOut, signingOut } = useSignOut();
  // Jobs sits in the main block (with its toast) at every width, so Explore leaves it out.
  const jobs = links.filter((entry) => entry.label === JOBS_LABEL);
  const main: MenuSection = {
    ...MAIN,
    entries: [...MAIN.entries, ...jobs, APPLIED_JOBS],
  };
  const explore = links.filter((entry) => entry.label !== JOBS_LABEL);
  const sections: MenuSection[] = linksInMenu
    ? [main, { id: 'explore', title: 'Explore', entries: explore }, REPORTS, ACCOUNT]
    : [main, REPORTS, ACCOUNT];
  return (
    <>
      <SideNav label="Side menu" sections={sections} onNavigate={onNavigate} testId="side-nav" />
      {actionsInMenu && (
        <>
          <Divider />
          <Stack spacing={1} sx={{ p: 2, alignItems: 'flex-start' }}>
            <FeedbackButton />
            <Button
              startIcon={<LogoutIcon />}
              onClick={() => void signOut()}
              disabled={signingOut}
              data-testid="sign-out"
            >
              Sign Out
            </Button>
          </Stack>
        </>
      )}
    </>
  );
}
