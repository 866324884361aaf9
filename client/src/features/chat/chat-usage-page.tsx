import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RoleId, type ChatAssistant } from '@finx/domain';
import type { ChatUsageQuery } from '../../graphql/generated/graphql';
import { refusalText } from '../../graphql/use-operation';
import {
  useChatUsageQuery,
  useSwitchChatAssistantMutation,
  useViewerQuery,
} from '../../graphql/generated/hooks';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { DateField } from '../../shared/date-field';
import { formatCount } from '../../shared/format';
import { useSnackbar } from '../../shared/toast';
import { useListQuery } from '../../shared/use-search-update';
import { lastDays, periodOf } from './chat-period';
import { chatNameOf } from './use-chat-availability';

type Usage = ChatUsageQuery['chatUsage'][number];

const PROVIDER_TEXT: Record<Usage['provider'], string> = {
  BUILT_IN: "Built in: answers from this product's own data",
  EXTERNAL: 'External: the configured endpoint',
};

const FIGURES = [
  { key: 'questions', label: 'Questions' },
  { key: 'learners', label: 'Learners' },
  { key: 'unanswered', label: 'Unanswered' },
  { key: 'failed', label: 'Failed' },
] as const;

function UsageCard({
  usage,
  canSwitch,
  busy,
  onSwitch,
}: {
  usage: Usage;
  canSwitch: boolean;
  busy: boolean;
  onSwitch: (enabled: boolean) => void;
}) {
  const name = chatNameOf(usage.assistant);
  return (
    <Card data-testid={`chat-usage-${usage.assistant}`}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography variant="h6" component="h2">
              {name}
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={usage.enabled}
                  disabled={!canSwitch || busy}
                  onChange={(_event, checked) => onSwitch(checked)}
                  data-testid={`chat-switch-${usage.assistant}`}
                />
              }
              label={usage.enabled ? 'Switched on' : 'Switched off'}
            />
          </Stack>
          {!canSwitch && (
            <Typography variant="body2" color="text.secondary">
              Only an admin can switch an assistant on or off.
            </Typography>
          )}
          <Typography variant="body2" data-testid="chat-provider">
            {PROVIDER_TEXT[usage.provider]}
          </Typography>
          <Grid container spacing={2}>
            {FIGURES.map((figure) => (
              <Grid key={figure.key} size={{ xs: 6, sm: 3 }}>
                <Typography variant="body2" color="text.secondary">
                  {figure.label}
                </Typography>
                <Typography variant="h5" component="p" data-testid={`chat-figure-${figure.key}`}>
                  {formatCount(usage[figure.key])}
                </Typography>
              </Grid>
            ))}
          </Grid>
          <div>
            <Typography variant="subtitle2" component="h3">
              Most asked without an answer
            </Typography>
            {usage.topUnanswered.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                None in this period.
              </Typography>
            ) : (
              <ol data-testid="chat-top-unanswered">
                {usage.topUnanswered.map((item) => (
                  <li key={item.question}>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {item.question} ({formatCount(item.count)})
                    </Typography>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * `/chat-usage` (issue 27 item 5; admin and ops): each assistant's switch, where its answers come from,
 * and its figures over a period (`?from=&to=`, the last 30 days by default): questions, learners,
 * unanswered, failed and the questions most often left unanswered. Counts and questions only: never who
 * asked, never a conversation. Only an admin turns an assistant on or off, after a question, since it
 * changes what every learner sees.
 */
export default function ChatUsagePage() {
  const { enqueueSnackbar } = useSnackbar();
  const [search, setQuery] = useListQuery();
  const [fallback] = useState(() => lastDays(Date.now()));
  const { from, to } = periodOf(search, fallback);
  const { data, loading, refetch } = useChatUsageQuery({
    variables: { from, to },
    fetchPolicy: 'cache-and-network',
  });
  const { data: viewerData } = useViewerQuery();
  const isAdmin = viewerData?.viewer?.roleId === RoleId.ADMIN;
  const [switchAssistant, { loading: switching }] = useSwitchChatAssistantMutation();
  const [asked, setAsked] = useState<{ assistant: ChatAssistant; enabled: boolean } | null>(null);

  const confirm = async () => {
    if (!asked) return;
    const { data: answer } = await switchAssistant({ variables: { input: asked } });
    setAsked(null);
    if (!answer) return; // the wrapper has shown the failure
    const { ok, userErrors } = answer.switchChatAssistant;
    if (!ok) {
      enqueueSnackbar(refusalText(userErrors), { variant: 'error' });
      return;
    }
    const name = chatNameOf(asked.assistant);
    enqueueSnackbar(`${name} is switched ${asked.enabled ? 'on' : 'off'}.`, { variant: 'success' });
    void refetch();
  };

  const usages = data?.chatUsage;
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, minWidth: 0 }}>
      <Typography variant="h4" component="h1">
        AI Assistants
      </Typography>
      <Typography color="text.secondary">
        Usage counts and the questions left unanswered; who asked and what they were told stay private.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          label="From"
          name="from"
          value={from}
          onChange={(value) => setQuery({ from: value || null })}
          maxDate={to}
          testId="chat-usage-from"
        />
        <DateField
          label="To"
          name="to"
          value={to}
          onChange={(value) => setQuery({ to: value || null })}
          minDate={from}
          testId="chat-usage-to"
        />
      </Stack>
      {loading && !usages && <CircularProgress aria-label="Loading the figures" />}
      {usages?.length === 0 && <Alert severity="info">No assistant is set up.</Alert>}
      {usages?.map((usage) => (
        <UsageCard
          key={usage.assistant}
          usage={usage}
          canSwitch={isAdmin}
          busy={switching}
          onSwitch={(enabled) => setAsked({ assistant: usage.assistant, enabled })}
        />
      ))}
      <ConfirmDialog
        open={asked !== null}
        title={asked ? `Switch ${chatNameOf(asked.assistant)} ${asked.enabled ? 'on' : 'off'}?` : ''}
        confirmLabel="Confirm"
        busy={switching}
        onConfirm={() => void confirm()}
        onDismiss={() => setAsked(null)}
        testId="chat-switch-confirm"
      >
        {asked?.enabled
          ? 'Learners who may use it can ask it again.'
          : 'No learner can ask it until it is switched on again; their conversations are kept.'}
      </ConfirmDialog>
    </Stack>
  );
}
