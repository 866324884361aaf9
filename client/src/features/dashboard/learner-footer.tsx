import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventIcon from '@mui/icons-material/EventOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { ClientPath, PRODUCT_NAME } from '@finx/domain';
import { SITE_URL } from '../../shared/site-links';

/**
 * The spec names an About Us blurb without its text (`001 §2` screen 3); this is the product's own copy
 * (docs/decisions.md, "Learner dashboard").
 */
export const ABOUT_US_TEXT =
  `${PRODUCT_NAME} is a learning, certification and placement platform for banking, financial services and ` +
  'insurance (BFSI) in India. Learners take industry-designed courses and videos, earn certifications such ' +
  'as the Chartered Financial Expert (CFX) programme, and meet employers through campus drives and jobs.';

/** The quick menu and the updates, on the provider's external site (`001 §2` screen 3). */
const QUICK_MENU = [
  { label: 'About Us', path: '/about-us' },
  { label: 'Programmes', path: '/programmes' },
  { label: 'Hiring Partners', path: '/hiring-partners' },
  { label: 'Contact Us', path: '/contact-us' },
] as const;
const UPDATES = [
  { label: 'News', path: '/news' },
  { label: 'Blog', path: '/blog' },
  { label: 'Press Releases', path: '/press' },
] as const;

function ExternalLinks({
  title,
  links,
}: {
  title: string;
  links: readonly { label: string; path: string }[];
}) {
  return (
    <Stack spacing={1} component="nav" aria-label={title}>
      <Typography variant="subtitle2" component="h2">
        {title}
      </Typography>
      {links.map((link) => (
        <Link
          key={link.path}
          href={`${SITE_URL}${link.path}`}
          target="_blank"
          rel="noopener noreferrer"
          color="inherit"
          underline="hover"
          variant="body2"
        >
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}

/**
 * The learner footer of `001 §2` screen 3, above the site footer (which carries the tagline and the
 * policy links): About Us, the quick menu and updates on the provider's site, and View All Events.
 */
export function LearnerFooter() {
  return (
    <Box
      component="aside"
      aria-label="About and events"
      sx={{ py: 3, px: { xs: 2, sm: 3 }, bgcolor: 'grey.100', borderTop: 1, borderColor: 'divider' }}
      data-testid="learner-footer"
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="subtitle2" component="h2">
              About Us
            </Typography>
            <Typography variant="body2" data-testid="learner-footer-about">
              {ABOUT_US_TEXT}
            </Typography>
            <Button
              component={RouterLink}
              to={ClientPath.EVENTS}
              variant="outlined"
              startIcon={<EventIcon />}
              data-testid="footer-view-all-events"
            >
              View All Events
            </Button>
          </Stack>
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <ExternalLinks title="Quick Menu" links={QUICK_MENU} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <ExternalLinks title="Updates" links={UPDATES} />
        </Grid>
      </Grid>
    </Box>
  );
}
