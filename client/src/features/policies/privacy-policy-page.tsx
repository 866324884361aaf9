import { PRODUCT_NAME } from '@finx/domain';
import { StaticPageLayout } from '../frames/static-page-layout';
import { PolicySectionView } from './policy-section-view';
import { PRIVACY_POLICY_SECTIONS } from './privacy-policy-sections';

/** `/finx-privacy-policy` and `/privacy-details` (`001 §2` static pages). Public. */
export default function PrivacyPolicyPage() {
  return (
    <StaticPageLayout
      title="Privacy Policy"
      intro={`How ${PRODUCT_NAME} collects, uses and protects your personal information.`}
      testId="privacy-policy"
    >
      {PRIVACY_POLICY_SECTIONS.map((section) => (
        <PolicySectionView section={section} key={section.id} />
      ))}
    </StaticPageLayout>
  );
}
