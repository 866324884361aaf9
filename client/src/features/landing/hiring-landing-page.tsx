import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { CFX_FACTS, ClientPath } from '@finx/domain';
import { HIRING_CAMPAIGN, HIRING_CAMPAIGNS, type HiringCampaignKey } from './hiring-campaigns';
import { LandingActions } from './landing-actions';
import { LandingFrame, LandingSection } from './landing-frame';

/**
 * A partner corporate's hiring campaign (`001 §2`: /morningstarindia-jobs-research,
 * /kotakbank-career-jobs, /BFSI-Hiring): the roles, who may apply, how selection runs, and Register,
 * which carries the campaign into the registration's lead. Public; the jobs board itself is the
 * learner's, after sign-in.
 */
export default function HiringLandingPage({ campaignKey }: { campaignKey: HiringCampaignKey }) {
  const campaign = HIRING_CAMPAIGN[campaignKey];
  const tracking = { camp: campaign.camp, cli: campaign.client };
  const testId = `landing-${campaign.key}`;

  return (
    <LandingFrame
      eyebrow={campaign.eyebrow}
      title={campaign.title}
      intro={campaign.intro}
      testId={testId}
      actions={
        <LandingActions
          campaign={tracking}
          registerLabel="Register to apply"
          tone="hero"
          testId="landing-hero"
        />
      }
    >
      <LandingSection id="landing-highlights" title="Why apply">
        <List disablePadding>
          {campaign.highlights.map((highlight) => (
            <ListItem key={highlight} disableGutters>
              <ListItemIcon sx={{ minWidth: 36, color: 'secondary.main' }}>
                <CheckIcon aria-hidden />
              </ListItemIcon>
              <ListItemText primary={highlight} />
            </ListItem>
          ))}
        </List>
      </LandingSection>

      <LandingSection
        id="landing-roles"
        title="Roles in this campaign"
        intro="Openings are filled in rounds; register now to be considered for the next one."
      >
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {campaign.roles.map((role) => (
            <Grid key={role.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }} data-testid="landing-role">
                <CardContent>
                  <Typography variant="h6" component="h3" gutterBottom>
                    {role.title}
                  </Typography>
                  <Chip
                    icon={<PlaceIcon aria-hidden />}
                    label={role.location}
                    size="small"
                    variant="outlined"
                    sx={{ mb: 1.5 }}
                  />
                  <Typography variant="body2" color="text.secondary">
                    {role.summary}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </LandingSection>

      <Grid container spacing={{ xs: 5, md: 4 }}>
        <Grid size={{ xs: 12, md: 5 }}>
          <LandingSection id="landing-eligibility" title="Who can apply">
            <Box component="ul" sx={{ pl: 2.5, m: 0, '& li': { mb: 1 } }}>
              {campaign.eligibility.map((line) => (
                <Typography key={line} component="li">
                  {line}
                </Typography>
              ))}
            </Box>
          </LandingSection>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <LandingSection id="landing-steps" title="How selection works">
            <Box component="ol" sx={{ pl: 2.5, m: 0 }}>
              {campaign.steps.map((step) => (
                <Box component="li" key={step.title} sx={{ mb: 1.5 }}>
                  <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {step.detail}
                  </Typography>
                </Box>
              ))}
            </Box>
          </LandingSection>
        </Grid>
      </Grid>

      <Paper
        component="section"
        aria-labelledby="landing-cta-heading"
        variant="outlined"
        sx={{ p: { xs: 3, md: 4 } }}
        data-testid="landing-cta"
      >
        <Typography id="landing-cta-heading" variant="h5" component="h2" gutterBottom>
          Be job-ready before the interview
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
          The {CFX_FACTS.durationMonths}-month {CFX_FACTS.name} ({CFX_FACTS.shortName}) programme combines{' '}
          {CFX_FACTS.classroomMonths} months of classroom and digital learning with a{' '}
          {CFX_FACTS.internshipMonths}-month paid internship.{' '}
          <Link component={RouterLink} to={ClientPath.ROADMAP}>
            See the CFX roadmap
          </Link>{' '}
          or{' '}
          <Link component={RouterLink} to={ClientPath.HIGHER_EDUCATION}>
            browse our courses
          </Link>
          .
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <LandingActions
            campaign={tracking}
            registerLabel="Register to apply"
            tone="page"
            testId="landing-cta"
          />
        </Stack>
      </Paper>

      <Box component="nav" aria-label="Other hiring campaigns" data-testid="landing-other-campaigns">
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, mb: 1 }}>
          More hiring campaigns
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 3, rowGap: 1 }}>
          {HIRING_CAMPAIGNS.filter((other) => other.key !== campaign.key).map((other) => (
            <Link key={other.key} component={RouterLink} to={other.path}>
              {other.linkLabel}
            </Link>
          ))}
        </Stack>
      </Box>
    </LandingFrame>
  );
}
