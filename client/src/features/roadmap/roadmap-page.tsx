import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CFX_FACTS } from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { StaticPageLayout } from '../frames/static-page-layout';
import { FAQ_ROUTE } from '../../shared/site-links';
import { enrollTarget } from './roadmap-route';
import { ROADMAP_FACTS, ROADMAP_STEPS } from '@finx/domain';

/** `/roadmap` (`001 §2`): the CFX journey from FEAT to certification, with Enroll Now. Public. */
export default function RoadmapPage() {
  const navigate = useNavigate();
  const { data, loading } = useViewerQuery();

  return (
    <StaticPageLayout
      title={`${CFX_FACTS.shortName} Roadmap`}
      intro={`Your path through the ${CFX_FACTS.durationMonths}-month ${CFX_FACTS.name} programme.`}
      testId="roadmap"
    >
      {/* Every step is shown open: this is a map of the journey, not a wizard the reader walks. */}
      <Stepper orientation="vertical" activeStep={-1} data-testid="roadmap-steps">
        {ROADMAP_STEPS.map((step, index) => (
          <Step key={step.key} expanded data-testid={`roadmap-step-${step.key}`}>
            <StepLabel icon={index + 1}>
              <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
            </StepLabel>
            <StepContent>
              <Typography color="text.secondary">{step.detail}</Typography>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      <Table size="small" aria-label="Programme facts" sx={{ my: 3 }} data-testid="roadmap-facts">
        <TableBody>
          {ROADMAP_FACTS.map((fact) => (
            <TableRow key={fact.label}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                {fact.label}
              </TableCell>
              <TableCell>{fact.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          size="large"
          color="secondary"
          data-testid="roadmap-enroll"
          disabled={loading && !data}
          onClick={() => navigate(enrollTarget(data?.viewer ?? null))}
        >
          Enroll Now
        </Button>
        <Link component={RouterLink} to={FAQ_ROUTE}>
          Questions? Read the FAQ
        </Link>
      </Box>
    </StaticPageLayout>
  );
}
