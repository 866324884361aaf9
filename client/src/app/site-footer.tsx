import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME, Text } from '@finx/domain';
import { ConsentFooterLinks } from '../features/consent/consent-footer-links';
import { ROADMAP_ROUTE } from '../features/roadmap/roadmap-route';
import { PolicyRoute, SITE_URL } from '../shared/site-links';

/**
 * Footer of `000 §2`: site link, copyright, privacy and cookies policies, the disclaimer (`001 §2`), and for signed-in learners
 * Withdraw Consent and Unsubscribe Mails.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        py: 3,
        px: 3,
        bgcolor: 'primary.dark',
        color: 'primary.contrastText',
        // Above the learner side menu, whose fixed paper would otherwise cover the footer's left part.
        position: 'relative',
        zIndex: (theme) => theme.zIndex.drawer + 1,
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box>
          <Typography variant="body2" sx={{ opacity: 0.85 }}>
            {Text.FOOTER_LINE}
          </Typography>
          <Typography variant="caption" sx={{ opacity: 0.7 }}>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </Typography>
        </Box>
        <Stack direction="row" spacing={3} component="nav" aria-label="Footer">
          <Link href={SITE_URL} color="inherit" underline="hover" target="_blank" rel="noopener noreferrer">
            {new URL(SITE_URL).host}
          </Link>
          <Link
            component={RouterLink}
            to={ROADMAP_ROUTE}
            color="inherit"
            underline="hover"
            data-testid="footer-roadmap"
          >
            CFX Roadmap
          </Link>
          <Link
            component={RouterLink}
            to={PolicyRoute.PRIVACY}
            color="inherit"
            underline="hover"
            data-testid="footer-privacy"
          >
            Privacy Policy
          </Link>
          <Link
            component={RouterLink}
            to={PolicyRoute.COOKIES}
            color="inherit"
            underline="hover"
            data-testid="footer-cookies"
          >
            Cookies Policy
          </Link>
          <Link
            component={RouterLink}
            to={PolicyRoute.DISCLAIMER}
            color="inherit"
            underline="hover"
            data-testid="footer-disclaimer"
          >
            Disclaimer
          </Link>
          <ConsentFooterLinks />
        </Stack>
      </Stack>
    </Box>
  );
}
