import { useId } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { CFX_FACTS } from '@finx/domain';
import { StaticPageLayout } from '../frames/static-page-layout';
import { ROADMAP_ROUTE } from '../roadmap/roadmap-route';
import { FAQ_ENTRIES, FAQ_TABS, faqTabFrom, type FaqTabKey } from '@finx/domain';

/**
 * `/faq` (`001 §2` screen 10): five tabs, each an accordion of questions about the CFX programme. The
 * tab is the `tab` query parameter, so `/faq?tab=selection` can be linked and survives a reload.
 */
export default function FaqPage() {
  const [params, setParams] = useSearchParams();
  const current = faqTabFrom(params.get('tab'));
  const baseId = useId();

  const select = (_event: unknown, key: FaqTabKey) => {
    const next = new URLSearchParams(params);
    next.set('tab', key);
    setParams(next);
  };

  return (
    <StaticPageLayout
      title="Frequently Asked Questions"
      intro={`About the ${CFX_FACTS.name} (${CFX_FACTS.shortName}) programme.`}
      testId="faq"
    >
      <Typography sx={{ mb: 2 }}>
        <Link component={RouterLink} to={ROADMAP_ROUTE} data-testid="faq-roadmap-link">
          See the {CFX_FACTS.shortName} roadmap, from the assessment test to certification
        </Link>
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={current}
          onChange={select}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="FAQ topics"
        >
          {FAQ_TABS.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              id={`${baseId}-tab-${tab.key}`}
              aria-controls={`${baseId}-panel-${tab.key}`}
              data-testid={`faq-tab-${tab.key}`}
            />
          ))}
        </Tabs>
      </Box>
      <Box
        role="tabpanel"
        id={`${baseId}-panel-${current}`}
        aria-labelledby={`${baseId}-tab-${current}`}
        data-testid="faq-panel"
      >
        {FAQ_ENTRIES[current].map((entry) => (
          // Keyed by tab as well, so switching tabs starts every accordion closed.
          <Accordion key={`${current}:${entry.question}`} disableGutters data-testid="faq-question">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography sx={{ fontWeight: 500 }}>{entry.question}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary" sx={{ lineHeight: 1.7 }} data-testid="faq-answer">
                {entry.answer}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </StaticPageLayout>
  );
}
