import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import {
  CHAT_ASSISTANTS,
  CHAT_PAGE_PATHS,
  CHAT_TITLES,
  CHAT_UNAVAILABLE_TEXT,
  type ChatAssistant,
} from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { ChatConversation } from './chat-conversation';
import { chatNameOf, useChatAvailability } from './use-chat-availability';

/**
 * `/chatbot` (Finx AI Buddy) and `/chatbot-rcp` (CIEL AI Buddy) (`001 §2`): the assistant's conversation
 * as a page, the same one the widget shows. A learner the server does not let use it reads why, instead
 * of a chat that can only fail; the other assistant is a link away when the learner may use it.
 */
export default function ChatPage({ assistant }: { assistant: ChatAssistant }) {
  const available = useChatAvailability();
  const { data } = useViewerQuery();
  const ownerId = data?.viewer?.partyId;
  const others = CHAT_ASSISTANTS.filter((other) => other !== assistant && available?.includes(other));

  return (
    <Stack spacing={2} sx={{ maxWidth: 880, minWidth: 0 }}>
      <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {CHAT_TITLES[assistant]}
      </Typography>
      {(available === undefined || ownerId === undefined) && (
        <CircularProgress aria-label="Loading the assistant" />
      )}
      {available && !available.includes(assistant) && (
        <Alert severity="info" data-testid="chat-unavailable">
          {CHAT_UNAVAILABLE_TEXT}
        </Alert>
      )}
      {available?.includes(assistant) && ownerId !== undefined && (
        <Paper
          variant="outlined"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            // The page's header and title stay in view above it; the conversation scrolls inside.
            height: { xs: 'calc(100dvh - 200px)', md: 'min(640px, calc(100dvh - 220px))' },
            minHeight: 320,
          }}
        >
          {/* Keyed: /chatbot and /chatbot-rcp share this page, never a conversation. */}
          <ChatConversation key={assistant} assistant={assistant} ownerId={ownerId} />
        </Paper>
      )}
      {others.map((other) => (
        <Typography key={other} variant="body2">
          Also here for you:{' '}
          <Link component={RouterLink} to={CHAT_PAGE_PATHS[other]} data-testid={`chat-page-link-${other}`}>
            {chatNameOf(other)}
          </Link>
        </Typography>
      ))}
    </Stack>
  );
}
