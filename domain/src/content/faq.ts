import { formatPrice } from '../money';
import { CFX_FACTS } from '../programme';

export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** The five tabs of `001 §2` screen 10, in the spec's order; `key` is the `?tab=` value. */
export const FAQ_TABS = [
  { key: 'about', label: 'About the Programme' },
  { key: 'design', label: 'Course Design' },
  { key: 'selection', label: 'Selection Process' },
  { key: 'assessment', label: 'Assessment Test' },
  { key: 'internship', label: 'Internship' },
] as const;

export type FaqTabKey = (typeof FAQ_TABS)[number]['key'];

/** 'a, b and c': the selection steps read as one sentence. */
const joinAnd = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const f = CFX_FACTS;
const programme = `${f.name} (${f.shortName})`;
const feat = f.prerequisite.name;
const months = (n: number) => (n === 1 ? '1 month' : `${n} months`);
const feeAnswer =
  `The programme fee is ${formatPrice(f.programmeFeeRupees)}. The internship is paid, so after the ` +
  `stipend the net cost of the programme is about ${formatPrice(f.netFeeAfterStipendRupees)}.`;
const featFirst = `Yes. The ${feat} assessment must be attempted before you register for the ${f.shortName} programme.`;

/**
 * Questions and answers per tab. Every figure comes from CFX_FACTS (`000 §1`, `001 §1`), so the FAQ
 * cannot drift from the fees and durations checkout and the roadmap use.
 */
export const FAQ_ENTRIES: Record<FaqTabKey, readonly FaqEntry[]> = {
  about: [
    {
      question: `What is the ${programme} programme?`,
      answer: `A ${months(f.durationMonths)} programme that prepares graduates for careers in banking, financial services and insurance. It is co-certified by ${f.certifiedBy}.`,
    },
    {
      question: 'Who is eligible to apply?',
      answer: `The programme is open to ${f.eligibility}.`,
    },
    { question: 'What is the programme fee?', answer: feeAnswer },
    { question: `Is there anything I must do before registering for ${f.shortName}?`, answer: featFirst },
  ],
  design: [
    {
      question: 'How is the programme structured?',
      answer: `It runs for ${months(f.durationMonths)}: ${months(f.classroomMonths)} of classroom plus digital learning, followed by a ${months(f.internshipMonths)} paid internship.`,
    },
    {
      question: 'How are the first months taught?',
      answer: `The first ${months(f.classroomMonths)} combine classroom sessions with digital learning on FinX, so you can revise lessons and track your progress online.`,
    },
    {
      question: 'What certificate do I receive?',
      answer: `On completing the programme you receive the ${f.shortName} certification, co-certified by ${f.certifiedBy}.`,
    },
  ],
  selection: [
    {
      question: 'How are candidates selected?',
      answer: `Selection is based on ${joinAnd(f.selectionSteps)}.`,
    },
    { question: `Do I need to take the ${feat} assessment first?`, answer: featFirst },
    {
      question: 'Can graduates of any stream apply?',
      answer: `Yes. Eligibility is open to ${f.eligibility}.`,
    },
  ],
  assessment: [
    {
      question: 'What is the assessment test fee?',
      answer: `The assessment test fee is ${formatPrice(f.assessmentFeeRupees)} per test.`,
    },
    {
      question: 'How long is the assessment test?',
      answer: `Each test lasts ${f.assessmentMinutes} minutes.`,
    },
    {
      question: `When must I attempt the ${feat} assessment?`,
      answer: `Before you register for ${f.shortName}: the ${feat} assessment is a prerequisite of the programme.`,
    },
  ],
  internship: [
    {
      question: 'When does the internship take place?',
      answer: `After the ${months(f.classroomMonths)} of classroom plus digital learning, for the last ${months(f.internshipMonths)} of the programme.`,
    },
    {
      question: 'Is the internship paid?',
      answer: `Yes. The ${months(f.internshipMonths)} internship is paid, which brings the net cost of the programme to about ${formatPrice(f.netFeeAfterStipendRupees)} against the fee of ${formatPrice(f.programmeFeeRupees)}.`,
    },
  ],
};

/** The tab a `?tab=` value names; anything unknown opens the first tab. */
export const faqTabFrom = (value: string | null): FaqTabKey =>
  FAQ_TABS.find((tab) => tab.key === value)?.key ?? FAQ_TABS[0].key;
