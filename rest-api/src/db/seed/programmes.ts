import { ProductId } from '@finx/domain';
import { withDepth } from './catalogue-depth';
import { DEMO_CATEGORY } from './categories';
import { type ProductRow, toProductRow } from './product-row';

/** The flagship programme and its prerequisite assessment (`001 §1`), under the spec's product ids. */
export const PROGRAMME_ROWS: ProductRow[] = (
  [
    toProductRow('COURSE', {
      id: ProductId.CFX,
      name: 'Chartered Financial Expert (CFX)',
      category: DEMO_CATEGORY.CERTIFICATION,
      subjectArea: 'Banking and Financial Services',
      level: 'Intermediate',
      minutes: 262_800,
      rupees: 75_000,
      instructor: 'FinX Faculty with industry co-certification',
      rating: 4.6,
      description:
        'A six-month programme co-certified by industry institutes: 3 months of classroom and digital learning, ' +
        'then a 3-month paid internship with a bank, NBFC or insurer. Eligibility: final-year or previous-year ' +
        'graduates of any stream. Selection: the FEAT entrepreneurship assessment test, group discussion, ' +
        'personal interview and academic qualifications. Programme fee INR 75,000; net about INR 30,000 after ' +
        'the internship stipend.',
    }),
    toProductRow('COURSE', {
      id: ProductId.FEAT,
      name: 'FinX Entrepreneurship Assessment Test (FEAT)',
      category: DEMO_CATEGORY.CERTIFICATION,
      subjectArea: 'Assessment',
      level: 'Beginner',
      minutes: 60,
      rupees: 1_000,
      instructor: 'FinX Assessment Cell',
      rating: 4.3,
      description:
        'The 60-minute online assessment every applicant attempts before registering for the CFX programme. ' +
        'It tests aptitude, reasoning, business awareness and an entrepreneurial mindset. Fee INR 1,000 per test.',
    }),
  ] satisfies ProductRow[]
).map(withDepth);
