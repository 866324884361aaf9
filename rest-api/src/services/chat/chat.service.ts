import { randomUUID } from 'node:crypto';
import {
  CHAT_ASSISTANTS,
  CHAT_MESSAGE_MAX,
  type ChatAskReason,
  type ChatAskRequest,
  type ChatAssistant,
  type ChatReply,
  type ChatUsage,
  ReasonCode,
  RoleId,
  StaffAction,
} from '@finx/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { RunInTransaction } from '../../db/database';
import type { UserCaller } from '../../http/route-access';
import { type Outcome, accept, invalidField } from '../../outcome';
import type { AnswerPhraser } from '../../providers/chat/answer-phraser';
import { ExternalChatFailure, type ExternalChatEndpoint } from '../../providers/chat/external-chat-endpoint';
import type { AuditService, StaffActor } from '../audit/audit.module';
import { type Answer, builtInAnswer } from './chat-answers';
import { buildPassages } from './chat-passages';
import { type ReplyStream, streamWords } from './chat-stream';
import type { ChatOutcome, ChatRepository } from './chat.repository';

/** How long the index may lag the catalogue, events and jobs: a rebuild is a few hundred rows. */
const INDEX_MAX_AGE_MS = 60_000;
/** The most exchanges a history read returns (each is two messages). */
const HISTORY_EXCHANGES = 50;
const TOP_UNANSWERED = 10;

/** A question that passed the rules: whose assistant, the trimmed text, the session it continues. */
export interface AdmittedQuestion {
  assistant: ChatAssistant;
  question: string;
  sessionId: string;
}

export interface ChatMessageView {
  author: 'USER' | 'BOT';
  text: string;
  at: string;
  sources: { title: string; url: string }[];
}

/**
 * The assistants' rules: who may ask (learners; in production only the allow-list), the admin switch,
 * the question's length, where the reply comes from (the external endpoint when configured, else the
 * built-in assistant over the product's own data), and what is kept (each exchange with its learner).
 */
export class ChatService {
  private indexBuiltAt = 0;
  private indexing: Promise<void> | null = null;

  constructor(
    private readonly chat: ChatRepository,
    private readonly transaction: RunInTransaction,
    private readonly audit: AuditService,
    private readonly settings: Config['chat'],
    private readonly endpoints: Readonly<Partial<Record<ChatAssistant, ExternalChatEndpoint>>>,
    private readonly logger: Pick<FastifyBaseLogger, 'warn' | 'error'>,
    /** Words the built-in assistant's passage answers (LLM_*); null: the passages' own text. */
    private readonly phraser: AnswerPhraser | null = null,
  ) {}

  /** A learner on the allow-list (production) or any learner (elsewhere); never staff or visitors. */
  mayUse(caller: UserCaller): boolean {
    if (caller.roleId !== RoleId.LEARNER) return false;
    return this.settings.allowedPartyIds === null || this.settings.allowedPartyIds.includes(caller.partyId);
  }

  async availability(caller: UserCaller): Promise<ChatAssistant[]> {
    if (!this.mayUse(caller)) return [];
    const off = await this.chat.switchedOff();
    return CHAT_ASSISTANTS.filter((assistant) => !off.includes(assistant));
  }

  async ask(caller: UserCaller, request: ChatAskRequest): Promise<Outcome<ChatReply, ChatAskReason>> {
    const admitted = await this.admit(caller, request);
    if (!admitted.ok) return admitted;
    return (await this.answer(caller, admitted.value)) ?? { ok: false, reasonCode: ReasonCode.CHAT_FAILED };
  }

  /** The rules a question passes before anything is asked: its learner, the switch, its length. */
  async admit(
    caller: UserCaller,
    request: ChatAskRequest,
  ): Promise<Outcome<AdmittedQuestion, ChatAskReason>> {
    if (!this.mayUse(caller)) return { ok: false, reasonCode: ReasonCode.CHAT_NOT_ALLOWED };
    if ((await this.chat.switchedOff()).includes(request.assistant)) {
      return { ok: false, reasonCode: ReasonCode.CHAT_OFF };
    }
    const question = request.message.trim();
    if (question.length === 0 || question.length > CHAT_MESSAGE_MAX) {
      return invalidField(`Please write a question of 1 to ${CHAT_MESSAGE_MAX} characters.`);
    }
    return accept({ assistant: request.assistant, question, sessionId: request.sessionId ?? randomUUID() });
  }

  /**
   * An admitted question's reply, kept with its learner. With a stream, the reply's words go to it as
   * they come (a model's as it writes them, any other reply word by word), and the learner giving up
   * stops the work: null, and nothing is kept (no one read an answer).
   */
  async answer(
    caller: UserCaller,
    admitted: AdmittedQuestion,
    stream?: ReplyStream,
  ): Promise<Outcome<ChatReply, ChatAskReason> | null> {
    const { assistant, question, sessionId } = admitted;
    const { answer, outcome, replySessionId } = await this.replyTo(
      caller,
      assistant,
      question,
      sessionId,
      stream,
    );
    if (stream?.signal?.aborted) return null;
    await this.chat.saveExchange({
      partyId: caller.partyId,
      assistant,
      sessionId: replySessionId,
      question,
      reply: answer?.reply ?? '',
      sources: answer?.sources ?? [],
      outcome,
    });
    if (!answer) return { ok: false, reasonCode: ReasonCode.CHAT_FAILED };
    return accept({ ...answer, sessionId: replySessionId });
  }

  async history(caller: UserCaller, assistant: ChatAssistant): Promise<ChatMessageView[]> {
    const exchanges = await this.chat.exchangesOf(caller.partyId, assistant, HISTORY_EXCHANGES);
    return exchanges.reverse().flatMap((exchange) => {
      const at = exchange.askedAt.toISOString();
      const asked: ChatMessageView = { author: 'USER', text: exchange.question, at, sources: [] };
      if (exchange.outcome === 'FAILED') return [asked];
      return [asked, { author: 'BOT', text: exchange.reply, at, sources: exchange.sources }];
    });
  }

  /** Counts per assistant in [from, to]: questions, learners, outcomes and the top unanswered questions. */
  async usage(from: Date, toExclusive: Date): Promise<ChatUsage[]> {
    const [figures, learners, off] = await Promise.all([
      this.chat.figures(from, toExclusive),
      this.chat.learnersOf(from, toExclusive),
      this.chat.switchedOff(),
    ]);
    return Promise.all(
      CHAT_ASSISTANTS.map(async (assistant) => {
        const of = (outcome: ChatOutcome) =>
          figures.find((row) => row.assistant === assistant && row.outcome === outcome)?.questions ?? 0;
        return {
          assistant,
          enabled: !off.includes(assistant),
          provider: this.endpoints[assistant] ? 'EXTERNAL' : 'BUILT_IN',
          questions: of('ANSWERED') + of('UNANSWERED') + of('FAILED'),
          learners: learners.find((row) => row.assistant === assistant)?.learners ?? 0,
          unanswered: of('UNANSWERED'),
          failed: of('FAILED'),
          topUnanswered: await this.chat.topUnanswered(assistant, from, toExclusive, TOP_UNANSWERED),
        } satisfies ChatUsage;
      }),
    );
  }

  /** The switch and its audit entry are one transaction. */
  async switchAssistant(actor: StaffActor & { userId: number }, assistant: ChatAssistant, enabled: boolean) {
    await this.transaction(async (tx) => {
      const before = { assistant, enabled: await this.chat.isOn(tx, assistant) };
      await this.chat.saveSwitch(tx, { assistant, enabled, changedBy: actor.userId });
      await this.audit.record(tx, actor, {
        action: StaffAction.CHAT_SWITCH,
        entityType: 'chat-assistant',
        entityId: CHAT_ASSISTANTS.indexOf(assistant) + 1,
        before,
        after: { assistant, enabled },
      });
    });
  }

  /** The reply and how it went; a failed endpoint answers nothing, which the learner reads as CHAT_FAILED. */
  private async replyTo(
    caller: UserCaller,
    assistant: ChatAssistant,
    question: string,
    sessionId: string,
    stream?: ReplyStream,
  ): Promise<{ answer: Answer | null; outcome: ChatOutcome; replySessionId: string }> {
    const endpoint = this.endpoints[assistant];
    if (endpoint) {
      try {
        const external = await endpoint.ask(question, sessionId, stream?.signal);
        if (stream) await streamWords(external.reply, stream);
        return {
          answer: { reply: external.reply, sources: [], answered: true },
          outcome: 'ANSWERED',
          replySessionId: external.sessionId,
        };
      } catch (failure) {
        // The learner gave up: the caller keeps nothing and answers nothing.
        if (stream?.signal?.aborted) return { answer: null, outcome: 'FAILED', replySessionId: sessionId };
        if (!(failure instanceof ExternalChatFailure)) throw failure;
        // The log has the endpoint's words (`001 §8`); the learner gets the spec's sentence.
        this.logger.warn({ assistant, err: failure.message }, 'chat endpoint failed after its retry');
        return { answer: null, outcome: 'FAILED', replySessionId: sessionId };
      }
    }
    await this.freshIndex();
    const { passages, ...found } = await builtInAnswer(this.chat, caller.partyId, question);
    const answer = await this.phrased(question, found, passages, stream);
    return { answer, outcome: answer.answered ? 'ANSWERED' : 'UNANSWERED', replySessionId: sessionId };
  }

  /**
   * The model's wording of a passage answer, with the same sources; the passages' own text when there is
   * no model or it fails. Only the question and those passages go to it: an answer from the learner's own
   * record has none and stays exact, and "I don't know" needs no model.
   */
  private async phrased(
    question: string,
    answer: Answer,
    passages: { title: string; body: string }[],
    stream?: ReplyStream,
  ): Promise<Answer> {
    const phraser = this.phraser && answer.answered && passages.length > 0 ? this.phraser : null;
    if (!stream) {
      const reply = phraser ? await phraser.phrase(question, passages) : null;
      return reply === null ? answer : { ...answer, reply };
    }
    // Streamed: the model's words as it writes them; when it fails (even half-way), the passage's own
    // text, word by word. The last line of the stream is the reply as kept, so it is what stands.
    let wrote = false;
    const reply = phraser
      ? await phraser.phraseStream(
          question,
          passages,
          (text) => {
            wrote = true;
            stream.onText(text);
          },
          stream.signal,
        )
      : null;
    if (reply !== null) return { ...answer, reply };
    if (!wrote) await streamWords(answer.reply, stream);
    return answer;
  }

  /** Rebuilds the passages when older than INDEX_MAX_AGE_MS; concurrent questions wait for one rebuild. */
  private async freshIndex(): Promise<void> {
    if (Date.now() - this.indexBuiltAt < INDEX_MAX_AGE_MS) return;
    this.indexing ??= (async () => {
      try {
        await this.chat.replacePassages(await buildPassages(this.chat, new Date()));
        this.indexBuiltAt = Date.now();
      } finally {
        this.indexing = null;
      }
    })();
    await this.indexing;
  }
}
