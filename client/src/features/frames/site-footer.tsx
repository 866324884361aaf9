import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ClientPath, PRODUCT_NAME, Text } from '@finx/domain';
import { ConsentFooterLinks } from '../consent/consent-footer-links';
import { HIRING_CAMPAIGNS } from '../landing/hiring-campaigns';
import { ROADMAP_ROUTE } from '../roadmap/roadmap-route';
import { FAQ_ROUTE, PolicyRoute, SITE_URL } from '../../shared/site-links';

const IN_APP_LINKS = [
  ...HIRING_CAMPAIGNS.map((campaign) => ({
    label: campaign.linkLabel,
    to: campaign.path,
    testId: `footer-landing-${campaign.key}`,
  })),
  { label: 'Higher Education Courses', to: ClientPath.HIGHER_EDUCATION, testId: 'footer-landing-courses' },
  // Companies that want to hire FinX learners (issue 13 item 4: corporate enquiries).
  { label: 'Hire From Us', to: ClientPath.HIRE_FROM_US, testId: 'footer-hire-from-us' },
  { label: 'CFX Roadmap', to: ROADMAP_ROUTE, testId: 'footer-roadmap' },
  { label: 'FAQ', to: FAQ_ROUTE, testId: 'footer-faq' },
  { label: 'Privacy Policy', to: PolicyRoute.PRIVACY, testId: 'footer-privacy' },
  { label: 'Cookies Policy', to: PolicyRoute.COOKIES, testId: 'footer-cookies' },
  { label: 'Disclaimer', to: PolicyRoute.DISCLAIMER, testId: 'footer-disclaimer' },
] as const;

/**
 * Footer of `000 §2`: site link, copyright, the landing pages of `001 §2` (hiring campaigns and
 * courses), the CFX roadmap and FAQ, privacy and cookies policies, the disclaimer, and for signed-in
 * learners Withdraw Consent and Unsubscribe Mails. The links wrap onto more lines on narrow screens
 * rather than widening the page.
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{ mt: 'auto', py: 3, px: { xs: 2, sm: 3 }, bgcolor: 'primary.dark', color: 'primary.contrastText' }}
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
          <Typography variant="caption" sx={{ opacity: 0.75 }}>
            © {year} {PRODUCT_NAME}. All rights reserved.
          </Typography>
        </Box>
        <Stack
          direction="row"
          component="nav"
          aria-label="Footer"
          useFlexGap
          sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}
        >
          <Link href={SITE_URL} color="inherit" underline="hover" target="_blank" rel="noopener noreferrer">
            {new URL(SITE_URL).host}
          </Link>
          {IN_APP_LINKS.map((link) => (
            <Link
              key={link.to}
              component={RouterLink}
              to={link.to}
              color="inherit"
              underline="hover"
              data-testid={link.testId}
            >
              {link.label}
            </Link>
          ))}
          <ConsentFooterLinks />
        </Stack>
      </Stack>
    </Box>
  );
}
