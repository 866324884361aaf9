import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import AssessmentIcon from '@mui/icons-material/AssessmentOutlined';
import PaymentIcon from '@mui/icons-material/PaymentsOutlined';
import ReportIcon from '@mui/icons-material/InsightsOutlined';
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
import { useChatMenuEntries } from '../chat/use-chat-availability';
import { FeedbackButton } from '../feedback/feedback-button';
import { useSignOut } from '../identity/use-sign-out';
import { mountsNarrow, shownBelow } from '../../shared/screen-width';
import {
  ACTIONS_IN_MENU_BELOW,
  JOBS_LABEL,
  LINKS_IN_MENU_BELOW,
  useLearnerLinks,
  useLearnerPlacement,
} from './learner-links';

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
  entries: [
    { label: 'My Payment', to: '/my-orders', icon: PaymentIcon },
    // The learner's own CFX assessment report, which only FEAT's result led to before (issue 28 item 8);
    // in the collapsed group it costs the phone's menu no height.
    { label: 'CFX Assessment Report', to: ClientRoute.myCfxReport(), icon: ReportIcon },
  ],
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
 * Learner side menu: Dashboard, My Profile, the AI assistants the learner may use, a collapsible
 * Reports group with My Payment and the CFX assessment report, and the account screens. Where the header
 * has no room, the header's links (with the cart and wishlist counts), Feedback and Sign Out are here too.
 */
export function LearnerSideMenu({ onNavigate }: { onNavigate?: () => void }) {
  const links = useLearnerLinks();
  const { linksInMenu, actionsInMenu } = useLearnerPlacement();
  const { signOut, signingOut } = useSignOut();
  // The assistants' pages (`001 §2` screen 14), for a learner the server lets use them.
  const assistants = useChatMenuEntries();
  // Jobs sits in the main block (with its toast and count) at every width, so Explore leaves it out; its
  // count has its own test id, as the header's Jobs carries one too on wide screens.
  const jobs = links
    .filter((entry) => entry.label === JOBS_LABEL)
    .map((entry) => ({ ...entry, countTestId: 'side-menu-job-count' }));
  const main: MenuSection = {
    ...MAIN,
    entries: [...MAIN.entries, ...jobs, APPLIED_JOBS, ...assistants],
  };
  const explore = links.filter((entry) => entry.label !== JOBS_LABEL);
  const sections: MenuSection[] = mountsNarrow(linksInMenu)
    ? [
        main,
        { id: 'explore', title: 'Explore', entries: explore, shownBelow: LINKS_IN_MENU_BELOW },
        REPORTS,
        ACCOUNT,
      ]
    : [main, REPORTS, ACCOUNT];
  return (
    <>
      <SideNav label="Side menu" sections={sections} onNavigate={onNavigate} testId="side-nav" />
      {mountsNarrow(actionsInMenu) && (
        // No box of its own (`contents`): the divider and the buttons stay the drawer's own rows.
        <Box sx={shownBelow(ACTIONS_IN_MENU_BELOW, 'contents')}>
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
        </Box>
      )}
    </>
  );
}
