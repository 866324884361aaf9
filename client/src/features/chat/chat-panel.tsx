import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { Link as RouterLink } from 'react-router-dom';
import { CHAT_PAGE_PATHS, CHAT_TITLES, ChatAssistant } from '@finx/domain';
import { useViewerQuery } from '../../graphql/generated/hooks';
import { ChatConversation } from './chat-conversation';

const TITLE_ID = 'chat-panel-title';
const ASSISTANT = ChatAssistant.FINX;

/**
 * The widget's panel (`001 §2` screen 14): 'Finx AI Buddy - Your 24x7 Assistant' over the conversation.
 * The whole screen on a phone, a window at the bottom right from `sm`. Kept mounted while closed, so a
 * reply on its way still lands; the input takes focus on opening and Escape closes it.
 */
export default function ChatPanel({
  id,
  open,
  onClose,
}: {
  /** For the toggle's aria-controls. */
  id: string;
  open: boolean;
  onClose: () => void;
}) {
  const { data } = useViewerQuery();
  const input = useRef<HTMLTextAreaElement>(null);
  const ownerId = data?.viewer?.partyId;

  useEffect(() => {
    if (open) input.current?.focus();
  }, [open, ownerId]);

  if (ownerId === undefined) return null;
  return (
    <Paper
      id={id}
      role="dialog"
      aria-labelledby={TITLE_ID}
      hidden={!open}
      elevation={8}
      data-testid="chat-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      sx={{
        position: 'fixed',
        // The learner header's level (drawer + 1), drawn after it, so over it on a phone; under the phone
        // menu's drawer (drawer + 2), dialogs and toasts.
        zIndex: (theme) => theme.zIndex.drawer + 1,
        inset: { xs: 0, sm: 'auto 24px 24px auto' },
        width: { xs: '100%', sm: 400 },
        height: { xs: '100dvh', sm: 'min(600px, calc(100dvh - 48px))' },
        display: open ? 'flex' : 'none',
        flexDirection: 'column',
        borderRadius: { xs: 0, sm: 2 },
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          pl: 2,
          pr: 1,
          py: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Typography id={TITLE_ID} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {CHAT_TITLES[ASSISTANT]}
        </Typography>
        <Tooltip title="Open as a page">
          <IconButton
            component={RouterLink}
            to={CHAT_PAGE_PATHS[ASSISTANT]}
            aria-label="Open as a page"
            color="inherit"
            size="small"
            onClick={onClose}
          >
            <OpenInFullIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <IconButton
          aria-label="Close"
          color="inherit"
          size="small"
          onClick={onClose}
          data-testid="chat-close"
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <ChatConversation assistant={ASSISTANT} ownerId={ownerId} inputRef={input} />
    </Paper>
  );
}
