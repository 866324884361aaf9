import { lazy, Suspense, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import SmartToyIcon from '@mui/icons-material/SmartToyOutlined';
import { useLocation } from 'react-router-dom';
import { CHAT_PAGE_PATHS, CHAT_TITLES, ChatAssistant } from '@finx/domain';
import { useChatAvailability } from './use-chat-availability';

const ChatPanel = lazy(() => import('./chat-panel'));
const PANEL_ID = 'chat-panel';

const ON_ITS_PAGE = Object.values(CHAT_PAGE_PATHS).map((path) => path.toLowerCase());

/** How far the toggle floats above the window's bottom: over the return-to-top button (24 px, 40 high). */
const FLOAT_BOTTOM = 80;
/** The page column's bottom padding (the learner frame's `main`: 2 and 4 spacing units). */
const COLUMN_PADDING = { xs: 16, md: 32 } as const;

/**
 * The floating Finx AI Buddy of every learner page (`001 §2` screen 14), for learners the server lets use
 * it. The toggle keeps to the bottom right of the page's column, clear of the return-to-top button below
 * it; it is sticky, not fixed, so at the end of a page it rests below the last control, above the
 * footer, and covers neither, with the room it floats in kept below it. The panel's code loads on the
 * first open. Not on the assistants' own pages, which are the conversation.
 */
export function ChatWidget() {
  const available = useChatAvailability();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  if (!available?.includes(ChatAssistant.FINX)) return null;
  if (ON_ITS_PAGE.includes(pathname.toLowerCase())) return null;

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <>
      <Box
        sx={{
          position: 'sticky',
          // Above the return-to-top button (fixed at 24 px, 40 px high), in its column 24 px from the edge.
          bottom: FLOAT_BOTTOM,
          mt: 2,
          mr: { xs: 1, md: -1 },
          display: 'flex',
          justifyContent: 'flex-end',
          // The strip is the page's: only the button itself takes clicks.
          pointerEvents: 'none',
          zIndex: (theme) => theme.zIndex.speedDial,
        }}
      >
        <Fab
          ref={toggle}
          color="primary"
          size="small"
          aria-label={open ? `Close ${CHAT_TITLES.FINX}` : `Open ${CHAT_TITLES.FINX}`}
          aria-expanded={open}
          aria-controls={opened ? PANEL_ID : undefined}
          onClick={() => {
            setOpened(true);
            setOpen(!open);
          }}
          data-testid="chat-toggle"
          sx={{ pointerEvents: 'auto' }}
        >
          <SmartToyIcon />
        </Fab>
      </Box>
      {/* The room the toggle floats in, kept at the page's end: once the page's end is in the window the
          toggle is back in its own place, below the last control, and neither it nor the return-to-top
          button below it is drawn over a control. Without it the toggle still floated 80 px up there,
          over the page's last row (a form's button on a phone), until the footer was scrolled in. */}
      <Box
        aria-hidden
        data-testid="chat-toggle-room"
        sx={{ height: { xs: FLOAT_BOTTOM - COLUMN_PADDING.xs, md: FLOAT_BOTTOM - COLUMN_PADDING.md } }}
      />
      {opened && (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
