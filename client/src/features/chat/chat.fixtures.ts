import type { ChatAssistant } from '@finx/domain';
import {
  AskChatStreamDocument,
  ChatAvailabilityDocument,
  MyChatHistoryDocument,
  type MyChatHistoryQuery,
} from '../../graphql/generated/graphql';
import { mockOperation, type GatewayData } from '../../test/mock-operation';

/** The seeded learner of the client's fixtures (`learnerViewer`). */
export const OWNER = 5001;

export const FEE_QUESTION = 'What is the CFX programme fee?';
export const FEE_ANSWER = 'The CFX programme costs ₹1,50,000 including GST.';
export const FEE_SOURCES = [
  { __typename: 'ChatSource', title: 'FAQ: About CFX', url: '/faq?tab=about' },
  { __typename: 'ChatSource', title: 'The CFX roadmap', url: '/roadmap' },
];

export const availabilityMock = (assistants: ChatAssistant[], maxUsageCount = 1) =>
  mockOperation(ChatAvailabilityDocument, { data: { chatAvailability: assistants }, maxUsageCount });

export const historyMock = (
  assistant: ChatAssistant,
  messages: GatewayData<MyChatHistoryQuery['myChatHistory']> = [],
) => mockOperation(MyChatHistoryDocument, { variables: { assistant }, data: { myChatHistory: messages } });

/**
 * The gateway's answer to one question, as the subscription's last event: the reply with its sources
 * and the session id to keep (the words before it are `streamingGateway`'s).
 */
export const askMock = ({
  message = FEE_QUESTION,
  sessionId = null,
  reply = FEE_ANSWER,
  keep = 'session-1',
  sources = FEE_SOURCES,
  assistant = 'FINX',
  delay,
}: {
  message?: string;
  sessionId?: string | null;
  reply?: string;
  keep?: string;
  sources?: typeof FEE_SOURCES;
  assistant?: ChatAssistant;
  delay?: number;
} = {}) =>
  mockOperation(AskChatStreamDocument, {
    variables: { input: { assistant, message, sessionId } },
    data: {
      askChatStream: {
        __typename: 'ChatReplyEvent',
        text: null,
        reply: { __typename: 'ChatReply', reply, sessionId: keep, answered: true, sources },
        userErrors: [],
      },
    },
    ...(delay === undefined ? {} : { delay }),
  });

/** A refusal the gateway words (the rate limit, a switched-off assistant, a failed endpoint). */
export const refusedMock = (code: string, text: string, message = FEE_QUESTION) =>
  mockOperation(AskChatStreamDocument, {
    variables: { input: { assistant: 'FINX', message, sessionId: null } },
    data: {
      askChatStream: {
        __typename: 'ChatReplyEvent',
        text: null,
        reply: null,
        userErrors: [{ __typename: 'UserError', code, field: null, message: text }],
      },
    },
  });

/** A question that got no answer at all: the network failed, or the gateway answered with an error. */
export const unansweredMock = (
  failure: { error: Error } | { errors: { message: string; extensions: { code: string } }[] },
) =>
  mockOperation(AskChatStreamDocument, {
    variables: { input: { assistant: 'FINX', message: FEE_QUESTION, sessionId: null } },
    ...('error' in failure ? { error: failure.error } : { data: null, errors: failure.errors }),
  });

/** A conversation the browser already keeps for the fixtures' learner. */
export const storeConversation = (messages: unknown[], sessionId?: string) => {
  localStorage.setItem('chatOwner', String(OWNER));
  localStorage.setItem('chatMessages', JSON.stringify(messages));
  if (sessionId) localStorage.setItem('agentSessionId', sessionId);
};
