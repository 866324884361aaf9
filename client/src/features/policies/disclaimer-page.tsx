import Alert from '@mui/material/Alert';
import { PRODUCT_NAME, REFUND_POLICY } from '@finx/domain';
import { DISCLAIMER_SECTIONS, JURISDICTION_SECTION, REFUND_SECTION } from './disclaimer-sections';
import { StaticPageLayout } from '../frames/static-page-layout';
import { PolicySectionView } from './policy-section-view';

/** `/finx-disclaimer` and `/disclaimer` (`001 §2` static pages). Public. */
export default function DisclaimerPage() {
  return (
    <StaticPageLayout
      title="Disclaimer"
      intro={`Terms on which ${PRODUCT_NAME} offers its website, courses and services.`}
      testId="disclaimer"
    >
      {DISCLAIMER_SECTIONS.map((section) => (
        <PolicySectionView section={section} key={section.id} />
      ))}
      <PolicySectionView section={REFUND_SECTION}>
        {/* Set apart because it is the clause learners most need to see before paying. */}
        <Alert severity="info" variant="outlined" data-testid="refund-policy">
          {REFUND_POLICY}
        </Alert>
      </PolicySectionView>
      <PolicySectionView section={JURISDICTION_SECTION} />
    </StaticPageLayout>
  );
}
