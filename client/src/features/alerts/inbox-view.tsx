import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { messageFor, ReasonCode } from '@finx/domain';
import { formatDate } from '../../shared/format';

/** One alert or message as both screens show it. */
export interface InboxItemView {
  id: string;
  title: string;
  date: string | null;
  /** Messages only: who sent it. */
  from?: string;
  isRead: boolean;
}

interface Props {
  heading: string;
  testId: string;
  items: readonly InboxItemView[];
  total: number;
  page: number;
  pageSize: number;
  unreadOnly: boolean;
  loading: boolean;
  emptyText: string;
  selected: InboxItemView | null;
  /** The selected id of the URL that names no item the learner has. */
  selectedMissing: boolean;
  /** The address of an item, keeping the list's page and filter. */
  itemHref: (id: string) => string;
  /** The list's address without a selected item. */
  listHref: string;
  onPage: (page: number) => void;
  onUnreadOnly: (unreadOnly: boolean) => void;
  onMarkAllRead: () => void;
  markingAll: boolean;
}

const ItemDetail = ({
  item,
  testId,
  listHref,
}: {
  item: InboxItemView;
  testId: string;
  listHref: string;
}) => (
  <Paper variant="outlined" sx={{ p: 2 }} data-testid={`${testId}-detail`}>
    <Stack spacing={1}>
      <Typography variant="h6" component="h2" data-testid={`${testId}-detail-title`}>
        {item.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {formatDate(item.date)}
        {item.from ? ` · ${item.from}` : ''}
      </Typography>
      <Box>
        <Chip
          size="small"
          label={item.isRead ? 'Read' : 'Unread'}
          color={item.isRead ? 'default' : 'secondary'}
          data-testid={`${testId}-detail-status`}
        />
      </Box>
      <Box>
        <Button component={RouterLink} to={listHref} size="small">
          Back to all
        </Button>
      </Box>
    </Stack>
  </Paper>
);

/**
 * The View All screen of alerts or messages (`001 §2` /myalerts, /notification): the list, paged on the
 * server, with an All/Unread filter and Mark all as read; the selected item (the path's id) beside it
 * on wide screens and above it on phones.
 */
export function InboxView(props: Props) {
  const { heading, testId, items, total, page, pageSize, selected } = props;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Stack spacing={2} data-testid={testId}>
      <Typography variant="h4" component="h1">
        {heading}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={props.unreadOnly ? 'unread' : 'all'}
          onChange={(_event, value: string | null) => value && props.onUnreadOnly(value === 'unread')}
          aria-label={`Show ${heading.toLowerCase()}`}
          data-testid={`${testId}-filter`}
        >
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="unread">Unread</ToggleButton>
        </ToggleButtonGroup>
        <Button
          variant="outlined"
          onClick={props.onMarkAllRead}
          disabled={props.markingAll}
          data-testid={`${testId}-mark-all`}
        >
          Mark all as read
        </Button>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ order: { xs: 2, md: 1 } }}>
          {props.loading && items.length === 0 ? (
            <CircularProgress aria-label="Loading" />
          ) : items.length === 0 ? (
            <Typography data-testid={`${testId}-empty`}>{props.emptyText}</Typography>
          ) : (
            <Paper variant="outlined">
              <List disablePadding aria-label={heading} data-testid={`${testId}-list`}>
                {items.map((item) => (
                  <ListItem key={item.id} disablePadding>
                    <ListItemButton
                      component={RouterLink}
                      to={props.itemHref(item.id)}
                      selected={selected?.id === item.id}
                      data-testid={`${testId}-item`}
                      data-read={item.isRead ? 'true' : 'false'}
                    >
                      <ListItemText
                        primary={item.title}
                        secondary={`${formatDate(item.date)}${item.isRead ? '' : ' · Unread'}`}
                        slotProps={{ primary: { sx: { fontWeight: item.isRead ? 400 : 700 }, noWrap: true } }}
                      />
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </Paper>
          )}
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={Math.min(page, pages)}
              onChange={(_event, next) => props.onPage(next)}
              data-testid={`${testId}-pages`}
            />
          )}
        </Box>
        <Box sx={{ order: { xs: 1, md: 2 } }}>
          {selected ? (
            <ItemDetail item={selected} testId={testId} listHref={props.listHref} />
          ) : props.selectedMissing ? (
            <Typography data-testid={`${testId}-missing`}>{messageFor(ReasonCode.NOT_FOUND)}</Typography>
          ) : null}
        </Box>
      </Box>
    </Stack>
  );
}
