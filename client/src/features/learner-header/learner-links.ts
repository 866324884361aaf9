import VideoIcon from '@mui/icons-material/PlayCircleOutlined';
import CourseIcon from '@mui/icons-material/MenuBookOutlined';
import JobIcon from '@mui/icons-material/WorkOutlined';
import WishlistIcon from '@mui/icons-material/FavoriteBorder';
import CartIcon from '@mui/icons-material/ShoppingCartOutlined';
import EntrepreneurshipIcon from '@mui/icons-material/LightbulbOutlined';
import { useSnackbar } from '../../shared/toast';
import { ClientRoute, Text } from '@finx/domain';
import { useLearnerHeaderQuery } from '../../graphql/generated/hooks';
import { ENTREPRENEURSHIP_URL } from '../../shared/site-links';
import { useScreenBelow } from '../../shared/screen-width';
import type { MenuEntry } from '../../shared/menu-entry';

/**
 * The info toasts going to Courses and Jobs show. The spec shows a toast there but not its words (`001 §2`
 * screen 1), so these are this system's: what is still open to the learner (the badge's count) and where
 * to go next. Before the header's counts arrive, a sentence without a number.
 */
export const JOBS_TOAST =
  'Open roles at banks and financial firms, with how well your profile skills fit each.';
export const COURSES_TOAST =
  'Courses for banking, financial services and insurance careers: filter by level or subject, or show free ones only.';
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
export const jobsToast = (open?: number): string =>
  open === undefined
    ? JOBS_TOAST
    : open === 0
      ? 'You have applied to every open role. New roles appear here as they are posted.'
      : `${plural(open, 'open role', 'open roles')} you have not applied to yet, each with how well your profile skills fit.`;
export const coursesToast = (open?: number): string =>
  open === undefined
    ? COURSES_TOAST
    : open === 0
      ? 'You are enrolled in every course on offer: open them from My Learning on your dashboard.'
      : `${plural(open, 'course', 'courses')} you have not enrolled in yet: filter by level or subject, or show free ones only.`;
export const JOBS_LABEL = 'Jobs';

/** Lists whose toast this visit has shown; kept in the tab's session so a reload does not repeat it. */
const toastShown = new Set<string>();
const TOAST_SEEN_KEY = 'finx.listToastShown';

/**
 * Whether this is the first time this visit (the browser tab's session) the learner goes to `list`, and
 * notes that it no longer is: the Courses and Jobs toasts teach once, they do not repeat at every click.
 */
export const firstVisitOf = (list: string): boolean => {
  let seen = new Set(toastShown);
  try {
    seen = new Set([...seen, ...(JSON.parse(sessionStorage.getItem(TOAST_SEEN_KEY) ?? '[]') as string[])]);
  } catch {
    // No session storage (private modes, tests): the memory of this page load is enough.
  }
  if (seen.has(list)) return false;
  toastShown.add(list);
  try {
    sessionStorage.setItem(TOAST_SEEN_KEY, JSON.stringify([...seen, list]));
  } catch {
    // As above.
  }
  return true;
};

/** Forgets the toasts shown (tests; a new visit starts with a new session). */
export const resetListToasts = (): void => {
  toastShown.clear();
  try {
    sessionStorage.removeItem(TOAST_SEEN_KEY);
  } catch {
    // As above.
  }
};

/** The learner header's links (`001 §2` screen 1) with their counts. */
export function useLearnerLinks(): MenuEntry[] {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useLearnerHeaderQuery();
  const header = data?.learnerHeader;
  // null until the header has answered: the badge keeps its place empty, so nothing moves when it comes.
  const countOf = (field: 'videoCount' | 'courseCount' | 'jobCount' | 'wishlistCount' | 'cartCount') =>
    header ? header[field] : null;
  const described = (field: 'videoCount' | 'courseCount' | 'jobCount', what: string) =>
    header ? `${header[field]} ${what}` : undefined;
  const onceAVisit = (list: string, message: () => string) => () => {
    if (firstVisitOf(list)) enqueueSnackbar(message(), { variant: 'info' });
  };
  return [
    {
      label: 'Videos',
      to: '/videos',
      icon: VideoIcon,
      count: countOf('videoCount'),
      countTestId: 'header-video-count',
      countDescription: described('videoCount', 'not enrolled in'),
      onSelect: () => enqueueSnackbar(Text.VIDEOS_TOAST, { variant: 'info' }),
    },
    {
      label: 'Courses',
      to: '/courses',
      icon: CourseIcon,
      count: countOf('courseCount'),
      countTestId: 'header-course-count',
      countDescription: described('courseCount', 'not enrolled in'),
      onSelect: onceAVisit('courses', () => coursesToast(header?.courseCount)),
    },
    {
      label: JOBS_LABEL,
      to: ClientRoute.jobs(),
      icon: JobIcon,
      count: countOf('jobCount'),
      countTestId: 'header-job-count',
      countDescription: described('jobCount', 'open, not applied to'),
      onSelect: onceAVisit('jobs', () => jobsToast(header?.jobCount)),
    },
    {
      label: 'Wishlist',
      to: '/mywishlist',
      icon: WishlistIcon,
      count: countOf('wishlistCount'),
      countTestId: 'header-wishlist-count',
    },
    {
      label: 'Cart',
      to: '/mycart',
      icon: CartIcon,
      count: countOf('cartCount'),
      countTestId: 'header-cart-count',
    },
    { label: 'Entrepreneurship', href: ENTREPRENEURSHIP_URL, icon: EntrepreneurshipIcon },
  ];
}

/** Below this width the header has no room for the links: they are in the side menu, with their counts. */
export const LINKS_IN_MENU_BELOW = 'lg';
/** Below this width (phones) Feedback and Sign Out are in the side menu too, which is a drawer there. */
export const ACTIONS_IN_MENU_BELOW = 'md';

/**
 * Where the learner's links and actions sit at the current width: true for the side menu, false for the
 * header, null where the width is not known (the frame drawn at build time: both are drawn, and CSS shows
 * the one of the width, `screen-width.ts`). Queried as `down`, so a screen the query cannot measure
 * (jsdom) gets the wide layout.
 */
export function useLearnerPlacement() {
  const linksInMenu = useScreenBelow(LINKS_IN_MENU_BELOW);
  const actionsInMenu = useScreenBelow(ACTIONS_IN_MENU_BELOW);
  return { linksInMenu, actionsInMenu };
}
