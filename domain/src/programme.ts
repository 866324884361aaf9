import { ProductId } from './constants';

/**
 * The Chartered Financial Expert programme as the spec states it (`000 §1`, `001 §1`). Amounts are whole
 * rupees; screens format them, so the FAQ, the roadmap and checkout never disagree on a figure.
 */
export const CFX_FACTS = {
  name: 'Chartered Financial Expert',
  shortName: 'CFX',
  productId: ProductId.CFX,
  durationMonths: 6,
  classroomMonths: 3,
  internshipMonths: 3,
  certifiedBy: 'industry institutes',
  eligibility: 'final-year or previous-year graduates of any stream',
  selectionSteps: [
    'an entrepreneurship assessment test',
    'a group discussion',
    'a personal interview',
    'academic qualifications',
  ],
  /** FEAT must be attempted before registering for CFX. */
  prerequisite: { name: 'FEAT', productId: ProductId.FEAT },
  programmeFeeRupees: 75_000,
  /** "Net about INR 30,000 after stipend": an approximate figure, shown as "about". */
  netFeeAfterStipendRupees: 30_000,
  assessmentFeeRupees: 1_000,
  assessmentMinutes: 60,
} as const;
