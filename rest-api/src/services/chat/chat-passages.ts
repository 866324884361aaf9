import {
  CFX_FACTS,
  ClientPath,
  ClientRoute,
  FAQ_ENTRIES,
  FAQ_TABS,
  ROADMAP_FACTS,
  ROADMAP_STEPS,
  formatPrice,
} from '@finx/domain';
import type { ChatRepository, NewPassage } from './chat.repository';

/** dd/mm/yyyy on India's clock, as every screen shows a date (`001 §9`). */
export const indiaDate = (at: Date | string): string =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(typeof at === 'string' ? new Date(at) : at);

const rupees = (paise: number): string => formatPrice(paise / 100);

const hoursOf = (minutes: number): string =>
  minutes >= 60
    ? `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`
    : `${minutes} min`;

/** The FAQ and the programme facts: the same text the /faq and /roadmap screens show. */
const programmePassages = (): NewPassage[] => [
  ...FAQ_TABS.flatMap((tab) =>
    FAQ_ENTRIES[tab.key].map((entry, index) => ({
      sourceKey: `faq:${tab.key}:${index}`,
      title: entry.question,
      body: `${entry.answer} (FAQ, ${tab.label})`,
      url: ClientRoute.faq(tab.key),
    })),
  ),
  ...ROADMAP_STEPS.map((step) => ({
    sourceKey: `roadmap:${step.key}`,
    title: `${CFX_FACTS.shortName} roadmap: ${step.title}`,
    body: step.detail,
    url: ClientPath.ROADMAP,
  })),
  {
    sourceKey: 'roadmap:facts',
    title: `${CFX_FACTS.name} (${CFX_FACTS.shortName}) programme fee, duration and eligibility`,
    body: ROADMAP_FACTS.map((fact) => `${fact.label}: ${fact.value}.`).join(' '),
    url: ClientPath.ROADMAP,
  },
];

/**
 * Every passage the built-in assistant may cite, from the product's own tables as they are now: active
 * courses and videos with their prices, validity and prerequisites, upcoming events and open jobs. Only
 * what any learner may see; a learner's own record is read per question, never indexed.
 */
export const buildPassages = async (repository: ChatRepository, now: Date): Promise<NewPassage[]> => {
  const [catalogue, prerequisites, upcoming, openJobs] = await Promise.all([
    repository.activeProducts(),
    repository.prerequisites(),
    repository.upcomingEvents(now),
    repository.openJobs(),
  ]);
  const needs = new Map<number, string[]>();
  for (const { productId, name } of prerequisites)
    needs.set(productId, [...(needs.get(productId) ?? []), name]);
  const productPassages = catalogue.map((product) => {
    const kind = product.type === 'VIDEO' ? 'video' : 'course';
    const facts = [
      `${product.name} is a ${product.level.toLowerCase()} ${kind} in ${product.subjectArea}: ${product.description}`,
      product.isFree || product.pricePaise === 0
        ? 'It is free.'
        : `Price (fee): ${rupees(product.pricePaise)}.`,
      product.validityDays ? `Access is valid for ${product.validityDays} days after purchase.` : '',
      product.durationMinutes > 0 && product.productId !== CFX_FACTS.productId
        ? `Duration: ${hoursOf(product.durationMinutes)}.`
        : '',
      needs.has(product.productId) ? `Prerequisites: ${needs.get(product.productId)?.join(', ')}.` : '',
    ];
    return {
      sourceKey: `product:${product.productId}`,
      title: product.name,
      body: facts.filter(Boolean).join(' '),
      url: ClientRoute.product(product.type, product.productId),
    };
  });
  const eventPassages = upcoming.map((event) => ({
    sourceKey: `event:${event.eventId}`,
    title: `Event: ${event.title}`,
    body:
      `${event.title} (${event.eventType.toLowerCase()}) on ${indiaDate(event.startsAt)} at ${event.venue}, ` +
      `${event.city}. ${event.description}`,
    url: ClientPath.EVENTS,
  }));
  const jobPassages = openJobs.map((job) => ({
    sourceKey: `job:${job.jobId}`,
    title: `Job: ${job.title} at ${job.corporate}`,
    body:
      `${job.corporate} is hiring a ${job.title} (${job.employmentType.toLowerCase().replace(/_/g, ' ')}) in ` +
      `${job.city}, ${job.minExperience}-${job.maxExperience} years of experience; applications close on ` +
      `${indiaDate(job.closesOn)}. ${job.description}`,
    url: ClientRoute.job(job.jobId),
  }));
  return [...programmePassages(), ...productPassages, ...eventPassages, ...jobPassages];
};
