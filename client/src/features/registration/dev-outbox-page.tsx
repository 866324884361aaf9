import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OutboxMessageView } from '@finx/domain';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'loaded'; messages: OutboxMessageView[] };

/**
 * `/dev/outbox`: the development mailbox. Lists what was "sent" to an e-mail address or mobile number
 * (the gateway's GET /dev/outbox). In production that endpoint does not exist and the page says so.
 */
export default function DevOutboxPage() {
  const [to, setTo] = useState(() => new URLSearchParams(window.location.search).get('to') ?? '');
  const [state, setState] = useState<State>({ kind: 'idle' });

  const load = async () => {
    if (to.trim() === '') return;
    setState({ kind: 'loading' });
    try {
      const response = await fetch(`/dev/outbox?to=${encodeURIComponent(to.trim())}`, {
        headers: { accept: 'application/json' },
      });
      if (!response.ok) {
        setState({ kind: 'unavailable' });
        return;
      }
      setState({ kind: 'loaded', messages: (await response.json()) as OutboxMessageView[] });
    } catch {
      setState({ kind: 'unavailable' });
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Development outbox
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void load();
        }}
        sx={{ mb: 3 }}
      >
        <TextField
          label="E-mail address or mobile number"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'outbox-to' } }}
        />
        <Button type="submit" variant="contained" data-testid="outbox-show">
          Show
        </Button>
      </Stack>
      {state.kind === 'unavailable' && <Alert severity="info">The outbox is not available here.</Alert>}
      {state.kind === 'loaded' && state.messages.length === 0 && <Alert severity="info">No messages.</Alert>}
      {state.kind === 'loaded' && (
        <Stack spacing={2} data-testid="outbox-messages">
          {state.messages.map((message) => (
            <Paper key={`${message.createdAt}-${message.body}`} variant="outlined" sx={{ p: 2 }}>
              <Typography variant="caption" color="text.secondary">
                {message.channel} to {message.to} · {new Date(message.createdAt).toLocaleString()}
              </Typography>
              {message.subject && <Typography variant="subtitle1">{message.subject}</Typography>}
              <Box component="pre" sx={{ whiteSpace: 'pre-wrap', m: 0, fontFamily: 'inherit' }}>
                {message.body}
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
    </Container>
  );
}
