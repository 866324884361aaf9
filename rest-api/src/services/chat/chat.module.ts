import { createAnswerPhraser } from '../../providers/chat/answer-phraser';
import { createExternalChatEndpoint } from '../../providers/chat/external-chat-endpoint';
import { createAuditService } from '../audit/audit.module';
import { defineFeature } from '../feature-module';
import { ChatRepository } from './chat.repository';
import { chatRoutes } from './chat.routes';
import { ChatService } from './chat.service';

/**
 * The AI assistants: the built-in one over the product's own data (worded by a model when LLM_* is set),
 * or each one's external endpoint.
 */
export const chatModule = defineFeature({
  name: 'chat',
  register: async (app, { db, transaction, config, limits }) => {
    const endpointAt = (url: string | undefined) =>
      url
        ? createExternalChatEndpoint({ url, timeoutMs: config.chat.timeoutMs, logger: app.log })
        : undefined;
    const endpoints = { FINX: endpointAt(config.chat.finxUrl), CIEL: endpointAt(config.chat.cielUrl) };
    const service = new ChatService(
      new ChatRepository(db),
      transaction,
      createAuditService({ db }),
      config.chat,
      endpoints,
      app.log,
      config.chat.llm ? createAnswerPhraser({ ...config.chat.llm, logger: app.log }) : null,
    );
    chatRoutes(app, service, limits);
  },
});
