import { defineModule } from '../module';
import { ChatResolver } from './chat.resolver';
import { ChatSource } from './chat.source';

/** The AI assistants: the widget's conversation, and staff's switches and figures. */
export const chatModule = defineModule({
  name: 'chat',
  resolvers: [ChatResolver],
  createSources: (scope) => ({ chat: new ChatSource(scope) }),
});
