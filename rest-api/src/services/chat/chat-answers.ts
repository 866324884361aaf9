import {
  CFX_FACTS,
  type ChatReply,
  type ChatSource,
  ClientPath,
  ClientRoute,
  formatPrice,
} from '@finx/domain';
import { indiaDate } from './chat-passages';
import type { ChatRepository } from './chat.repository';

/** A reply of the built-in assistant before it gets its session id. */
export type Answer = Omit<ChatReply, 'sessionId'>;

/**
 * The built-in assistant's reply with the passages it stands on, which a model may reword. Empty for an
 * answer from the learner's own record (exact, and never sent to a model) and for "I don't know".
 */
export type BuiltInAnswer = Answer & { passages: { title: string; body: string }[] };

/** The passages a reply may stand on: the best few, and only those near the best in rank. */
const PASSAGES_PER_REPLY = 3;
const RELATIVE_RANK = 0.3;

/**
 * Words that mean the same to a learner but not to the stemmer ('cost' is not 'fee'): the question is
 * searched with both. Kept short: each pair came from a question the index missed.
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  cost: 'fee',
  costs: 'fee',
  price: 'fee',
  prices: 'fee',
  charge: 'fee',
  charges: 'fee',
  long: 'duration',
  vacancies: 'job',
  vacancy: 'job',
  openings: 'job',
  hiring: 'job',
  webinar: 'event',
  webinars: 'event',
  certificate: 'certification',
};

/**
 * The question's words as full-text search takes them: letters and digits only, each once, each with its
 * synonym as one group (a group counts once when the passages are judged).
 */
export const searchGroups = (question: string): string[][] => {
  const words = [...new Set(question.toLowerCase().match(/[a-z0-9]+/g) ?? [])].slice(0, 30);
  return words.map((word) => (SYNONYMS[word] ? [word, SYNONYMS[word]] : [word]));
};

/**
 * A passage answers a question when it holds at least half of the question's words that mean something
 * (the stemmer drops 'what', 'the'): one shared word of four ('world' in 'who won the cricket world cup')
 * is a coincidence, not an answer.
 */
const relevant = (passage: { matched: number; total: number }): boolean =>
  passage.matched > 0 && passage.matched * 2 >= passage.total;

const rupees = (paise: number): string => formatPrice(paise / 100);
const about = (question: string, pattern: RegExp): boolean => pattern.test(question.toLowerCase());
/**
 * A question about the asker's own record rather than the product: 'my', 'have I', 'did I', but not
 * 'how do I apply', which is about the product.
 */
const ownRecord = /\b(my|mine|me|have i|did i|i have|i'?ve|am i|i am|i bought|i applied)\b/;

const answered = (reply: string, sources: ChatSource[]): Answer => ({ reply, sources, answered: true });

/**
 * Questions about the learner's own record, each read by the asker's party id alone: what they bought,
 * how far they are, FEAT and CFX, their applications and alerts. Null when the question is not one.
 */
const ownRecordAnswer = async (
  repository: ChatRepository,
  partyId: number,
  question: string,
): Promise<Answer | null> => {
  if (!about(question, ownRecord)) return null;
  if (about(question, /\b(bought|buy|purchase[sd]?|purchases|orders?|paid|payments?)\b/)) {
    const items = await repository.paidItems(partyId);
    const source = { title: 'My Payment', url: ClientRoute.myOrders() };
    if (items.length === 0)
      return answered('You have not bought anything yet. Courses and videos are on Courses and Videos.', [
        source,
      ]);
    const lines = items.map(
      (item) =>
        `${item.name}: ${rupees(item.pricePaise - item.discountPaise)} (order ${item.orderId}` +
        `${item.paidAt ? `, paid on ${indiaDate(item.paidAt)}` : ''})`,
    );
    return answered(
      `You have bought ${items.length === 1 ? 'one item' : `${items.length} items`}:\n${lines.join('\n')}`,
      [source],
    );
  }
  if (about(question, /\b(feat|cfx|assessment|score)\b/)) {
    const learning = await repository.learning(partyId);
    const feat = learning.find((row) => row.productId === CFX_FACTS.prerequisite.productId);
    const cfx = learning.find((row) => row.productId === CFX_FACTS.productId);
    // The enrolment keeps the scored attempt's result; an attempt not yet copied there still counts.
    const score = feat ? (feat.score ?? (await repository.latestScore(partyId, feat.productId))) : null;
    const featLine = !feat
      ? `You have not bought the ${CFX_FACTS.prerequisite.name} assessment yet (${formatPrice(CFX_FACTS.assessmentFeeRupees)} per test).`
      : score === null
        ? `You have the ${CFX_FACTS.prerequisite.name} assessment; it has no score yet.`
        : `Your ${CFX_FACTS.prerequisite.name} score is ${score}.`;
    const cfxLine = cfx
      ? `You are registered for ${CFX_FACTS.shortName}.`
      : `You are not registered for ${CFX_FACTS.shortName} yet; ${CFX_FACTS.prerequisite.name} comes first.`;
    return answered(`${featLine} ${cfxLine}`, [
      { title: `${CFX_FACTS.shortName} roadmap`, url: ClientPath.ROADMAP },
      ...(feat
        ? [
            {
              title: `${CFX_FACTS.prerequisite.name} assessment`,
              url: ClientRoute.assessment(feat.productId),
            },
          ]
        : []),
    ]);
  }
  if (about(question, /\b(appl(y|ied|ications?)|interviews?|placed|placement)\b/)) {
    const applications = await repository.applications(partyId);
    const source = { title: 'Applied jobs', url: ClientRoute.appliedJobs() };
    if (applications.length === 0)
      return answered('You have not applied for any job yet. Open jobs are on Jobs.', [source]);
    const lines = applications.map(
      (row) =>
        `${row.title} at ${row.corporate}: ${row.status === 'IN_PROGRESS' ? row.stage : row.status.toLowerCase()} (applied ${indiaDate(row.appliedAt)})`,
    );
    return answered(`Your applications:\n${lines.join('\n')}`, [source]);
  }
  if (about(question, /\b(alerts?|notifications?|unread)\b/)) {
    const unread = await repository.unreadAlerts(partyId);
    const source = { title: 'My alerts', url: ClientRoute.myAlerts() };
    if (unread.length === 0) return answered('You have no unread alerts.', [source]);
    return answered(
      `Your unread alerts:\n${unread.map((row) => `${row.name} (${indiaDate(row.at)})`).join('\n')}`,
      [source],
    );
  }
  if (about(question, /\b(learning|progress|enrol+ed|enrol+ments?|courses?|videos?|lessons?)\b/)) {
    const learning = await repository.learning(partyId);
    if (learning.length === 0) return null;
    const lines = learning.map((row) => {
      const done = row.completedAt ? 'completed' : `${row.done} of ${row.total} lessons done`;
      return `${row.name}: ${done}${row.validUntil ? `, open until ${indiaDate(row.validUntil)}` : ''}`;
    });
    return answered(`Your learning:\n${lines.join('\n')}`, [
      ...learning
        .slice(0, PASSAGES_PER_REPLY)
        .map((row) => ({ title: row.name, url: ClientRoute.learn(row.productId) })),
    ]);
  }
  return null;
};

export const DONT_KNOW =
  "I don't know that one. The FAQ may have it, or write to support from the Feedback button.";

/**
 * The built-in assistant: the learner's own record when the question is about it, else the passages of
 * the index that match, the best one's text as the reply and each as a source; "I don't know" with a
 * pointer to the FAQ when nothing matches. Nothing is made up: every sentence is a passage's or a record's.
 */
export const builtInAnswer = async (
  repository: ChatRepository,
  partyId: number,
  question: string,
): Promise<BuiltInAnswer> => {
  const own = await ownRecordAnswer(repository, partyId, question);
  if (own) return { ...own, passages: [] };
  const found = (await repository.search(searchGroups(question), PASSAGES_PER_REPLY * 2)).filter(relevant);
  const best = found[0];
  if (!best)
    return {
      reply: DONT_KNOW,
      sources: [{ title: 'FAQ', url: ClientRoute.faq() }],
      answered: false,
      passages: [],
    };
  const near = found
    .filter((passage) => passage.rank >= best.rank * RELATIVE_RANK)
    .slice(0, PASSAGES_PER_REPLY);
  const others = near.slice(1).map((passage) => passage.title);
  const reply = `${best.body}${others.length > 0 ? `\n\nSee also: ${others.join('; ')}.` : ''}`;
  const sources = near.map((passage) => ({ title: passage.title, url: passage.url }));
  const passages = near.map((passage) => ({ title: passage.title, body: passage.body }));
  return { reply, sources: dedupe(sources), answered: true, passages };
};

const dedupe = (sources: ChatSource[]): ChatSource[] =>
  sources.filter(
    (source, index) =>
      sources.findIndex((other) => other.url === source.url && other.title === source.title) === index,
  );
