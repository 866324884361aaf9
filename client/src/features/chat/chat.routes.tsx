import { lazyPage } from '../../shared/lazy-page';
import { ChatAssistant, ClientPath } from '@finx/domain';
import { RoleSet, type FeatureRoute } from '../../shared/feature-route';

const ChatPage = lazyPage(() => import('./chat-page'));
const ChatUsagePage = lazyPage(() => import('./chat-usage-page'));

/** The assistants' pages (`001 §2` screen 14) and the staff screen of their switches and figures. */
export const chatRoutes: readonly FeatureRoute[] = [
  // `001 §2` lists the two pages as open; only learners may ask an assistant (001 §2 screen 14, issue 27
  // item 2), so the pages are the learner's (docs/decisions/chat.md).
  {
    path: ClientPath.CHATBOT,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <ChatPage assistant={ChatAssistant.FINX} />,
  },
  {
    path: ClientPath.CHATBOT_CIEL,
    frame: 'learner',
    roles: RoleSet.LEARNER,
    element: <ChatPage assistant={ChatAssistant.CIEL} />,
  },
  // This system's screen (issue 27 item 5): the switches (admin) and usage figures, never a conversation.
  {
    path: ClientPath.CHAT_USAGE,
    frame: 'staff',
    roles: RoleSet.STAFF_AND_SYSOPS,
    element: <ChatUsagePage />,
    menu: {
      label: 'AI Assistants',
      icon: () => import('@mui/icons-material/SmartToyOutlined'),
      group: 'reports',
      order: 90,
    },
  },
];
