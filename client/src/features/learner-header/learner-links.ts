import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import VideoIcon from '@mui/icons-material/PlayCircleOutlined';
import CourseIcon from '@mui/icons-material/MenuBookOutlined';
import JobIcon from '@mui/icons-material/WorkOutlined';
import WishlistIcon from '@mui/icons-material/FavoriteBorder';
import CartIcon from '@mui/icons-material/ShoppingCartOutlined';
import EntrepreneurshipIcon from '@mui/icons-material/LightbulbOutlined';
import { useSnackbar } from '../../app/toast';
import { Text } from '@finx/domain';
import { useLearnerHeaderQuery } from '../../graphql/generated/hooks';
import { ENTREPRENEURSHIP_URL } from '../../shared/site-links';
import type { MenuEntry } from '../../app/layouts/menu-entry';

/**
 * The learner header's links (`001 §2` screen 1) with their counts. Jobs has no screen yet, so it
 * answers 'Coming Soon...'; it becomes `to: '/jobs'` when the jobs screens land.
 */
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
    { label: 'Jobs', comingSoon: true, icon: JobIcon },
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
