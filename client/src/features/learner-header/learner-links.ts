import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
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
import type { MenuEntry } from '../../shared/menu-entry';

/**
 * The info toast going to Jobs shows. The spec shows a toast there but not its words (`001 §2` screen 1),
 * so this text is this system's, beside the Videos one.
 */
export const JOBS_TOAST =
  'Open roles at banks and financial firms, with how well your profile skills fit each.';
export const JOBS_LABEL = 'Jobs';

/** The learner header's links (`001 §2` screen 1) with their counts. */
export function useLearnerLinks(): MenuEntry[] {
  const { enqueueSnackbar } = useSnackbar();
  const { data } = useLearnerHeaderQuery();
  const header = data?.learnerHeader;
  return [
    {
      label: 'Videos',
      to: '/videos',
      icon: VideoIcon,
      onSelect: () => enqueueSnackbar(Text.VIDEOS_TOAST, { variant: 'info' }),
    },
    { label: 'Courses', to: '/courses', icon: CourseIcon },
    {
      label: JOBS_LABEL,
      to: ClientRoute.jobs(),
      icon: JobIcon,
      onSelect: () => enqueueSnackbar(JOBS_TOAST, { variant: 'info' }),
    },
    {
      label: 'Wishlist',
      to: '/mywishlist',
      icon: WishlistIcon,
      count: header?.wishlistCount ?? 0,
      countTestId: 'header-wishlist-count',
    },
    {
      label: 'Cart',
      to: '/mycart',
      icon: CartIcon,
      count: header?.cartCount ?? 0,
      countTestId: 'header-cart-count',
    },
    { label: 'Entrepreneurship', href: ENTREPRENEURSHIP_URL, icon: EntrepreneurshipIcon },
  ];
}

/**
 * Where the learner's links and actions sit at the current width. Below `lg` the header has no room for
 * the links, so they move into the side menu (with their counts); below `md` (phones) Feedback and Sign
 * Out move there too and the side menu becomes a drawer. Queried as `down`, so a screen the query cannot
 * measure (jsdom) gets the wide layout.
 */
export function useLearnerPlacement() {
  const theme = useTheme();
  const linksInMenu = useMediaQuery(theme.breakpoints.down('lg'), { noSsr: true });
  const actionsInMenu = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  return { linksInMenu, actionsInMenu };
}
