import { PRODUCT_NAME } from '@finx/domain';
import { COOKIES_POLICY_SECTIONS } from './cookies-policy-sections';
import { StaticPageLayout } from '../frames/static-page-layout';
import { PolicySectionView } from './policy-section-view';

/** `/finx-cookies-policy` and `/cookies` (`001 §2` static pages). Public. */
export default function CookiesPolicyPage() {
  return (
    <StaticPageLayout
      title="Cookies Policy"
      intro={`The cookies ${PRODUCT_NAME} uses, why, and how you can control them.`}
      testId="cookies-policy"
    >
      {COOKIES_POLICY_SECTIONS.map((section) => (
        <PolicySectionView section={section} key={section.id} />
      ))}
    </StaticPageLayout>
  );
}
