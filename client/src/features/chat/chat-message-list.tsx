import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { CHAT_PENDING_TEXT, type ChatSource } from '@finx/domain';
import type { ChatEntry } from './chat-storage';

/** A path of this product (`/faq?tab=about`): a source is never a link to another site. */
const isProductPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

function Sources({ sources }: { sources: readonly ChatSource[] }) {
  const inProduct = sources.filter((source) => isProductPath(source.url));
  if (inProduct.length === 0) return null;
  return (
    <Box component="ul" aria-label="Sources" sx={{ m: 0, mt: 0.5, pl: 2 }} data-testid="chat-sources">
      {inProduct.map((source) => (
        <li key={`${source.url} ${source.title}`}>
          <Link component={RouterLink} to={source.url} variant="body2" data-testid="chat-source">
            {source.title}
          </Link>
        </li>
      ))}
    </Box>
  );
}

function Bubble({ entry, writing = false }: { entry: ChatEntry; writing?: boolean }) {
  const mine = entry.type === 'user';
  return (
    <Box
      // The reply being written is seen, not read out word by word: the log announces it once, whole.
      data-testid={writing ? 'chat-streaming-reply' : 'chat-message'}
      aria-hidden={writing || undefined}
      data-author={entry.type}
      sx={{
        position: 'relative',
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: mine ? 'primary.main' : 'grey.100',
        color: mine ? 'primary.contrastText' : 'text.primary',
      }}
    >
      {/* Who says it, for a screen reader reading the log line by line. */}
      <Box component="span" sx={visuallyHidden}>
        {mine ? 'You: ' : 'Assistant: '}
      </Box>
      <Typography variant="body2" component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.text}
      </Typography>
      {entry.sources && <Sources sources={entry.sources} />}
    </Box>
  );
}

/** Read out, never seen (in px: a bare 1 in `sx` is 100%). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * The conversation, oldest first: the learner's messages on the right, the bot's on the left with the
 * links its answer stands on. A polite live log, so each reply is read out when it arrives (whole: the
 * words shown while it is written are hidden from screen readers); it keeps the newest message in view.
 */
export function ChatMessageList({
  messages,
  pending,
  streaming = null,
  label,
}: {
  messages: readonly ChatEntry[];
  pending: boolean;
  /** The reply's words so far while it is written. */
  streaming?: string | null;
  label: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = list.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages, pending, streaming]);
  return (
    <Box
      ref={list}
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
      data-testid="chat-messages"
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 1.5,
      }}
    >
      {messages.map((entry, index) => (
        // Messages are only ever added at the end or all replaced, so their place is their identity.
        <Bubble key={index} entry={entry} />
      ))}
      {pending && streaming !== null && <Bubble entry={{ type: 'bot', text: streaming }} writing />}
      {pending && streaming === null && (
        <Typography
          variant="body2"
          data-testid="chat-pending"
          sx={{ alignSelf: 'flex-start', px: 1.5, py: 1, borderRadius: 2, bgcolor: 'grey.100' }}
        >
          {CHAT_PENDING_TEXT}
        </Typography>
      )}
    </Box>
  );
}
