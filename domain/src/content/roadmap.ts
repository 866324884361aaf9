import { formatPrice } from '../money';
import { CFX_FACTS } from '../programme';

export interface RoadmapStep {
  key: string;
  title: string;
  detail: string;
}

/** The CFX journey, every figure from CFX_FACTS so the roadmap, FAQ and checkout agree. */
export const ROADMAP_STEPS: readonly RoadmapStep[] = [
  {
    key: 'feat',
    title: `${CFX_FACTS.prerequisite.name} assessment`,
    detail:
      `A ${CFX_FACTS.assessmentMinutes}-minute entrepreneurship assessment test, ` +
      `${formatPrice(CFX_FACTS.assessmentFeeRupees)} per test. It must be attempted before registering ` +
      `for ${CFX_FACTS.shortName}.`,
  },
  {
    key: 'selection',
    title: 'Group discussion, personal interview and selection',
    detail: `Selection considers ${CFX_FACTS.selectionSteps.join(', ')}.`,
  },
  {
    key: 'classroom',
    title: `${CFX_FACTS.classroomMonths} months of classroom and digital learning`,
    detail: 'Banking, financial services and insurance, taught in class and online.',
  },
  {
    key: 'internship',
    title: `${CFX_FACTS.internshipMonths} months of paid internship`,
    detail: 'Work with a bank, NBFC or insurer; the stipend offsets much of the fee.',
  },
  {
    key: 'certification',
    title: 'Certification',
    detail: `${CFX_FACTS.name} (${CFX_FACTS.shortName}), co-certified by ${CFX_FACTS.certifiedBy}.`,
  },
];

/** Fee and eligibility facts shown under the journey. */
export const ROADMAP_FACTS: readonly { label: string; value: string }[] = [
  { label: 'Duration', value: `${CFX_FACTS.durationMonths} months` },
  { label: 'Eligibility', value: CFX_FACTS.eligibility },
  { label: 'Programme fee', value: formatPrice(CFX_FACTS.programmeFeeRupees) },
  {
    label: 'Net fee after stipend',
    value: `about ${formatPrice(CFX_FACTS.netFeeAfterStipendRupees)}`,
  },
  {
    label: `${CFX_FACTS.prerequisite.name} fee`,
    value: `${formatPrice(CFX_FACTS.assessmentFeeRupees)} per test, ${CFX_FACTS.assessmentMinutes} minutes`,
  },
];
