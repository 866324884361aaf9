import { Suspense, createContext, useContext, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LaunchIcon from '@mui/icons-material/Launch';
import { Link, useLocation } from 'react-router-dom';
import { useSnackbar } from './toast';
import { Text } from '@finx/domain';
import type { MenuEntry, MenuSection } from './menu-entry';
import { shownBelow } from './screen-width';

/** A group's list item: a block, or only below its `shownBelow` width. */
const sectionDisplay = (section: MenuSection) =>
  section.shownBelow ? shownBelow(section.shownBelow) : { display: 'block' };

/** Whether `to` is the screen shown or a screen above it (`/jobs` for `/jobs/601`), as a NavLink matches. */
const leadsTo = (to: string, pathname: string): boolean => {
  const target = to.toLowerCase().replace(/\/$/, '');
  const path = pathname.toLowerCase();
  return path === target || path.startsWith(`${target}/`) || (target === '' && path === '/');
};

/**
 * The one entry of a menu that is current: the most specific that leads to the screen shown, so on
 * /jobs/applied "Applied jobs" is current and "Jobs" is not, while a job's page keeps "Jobs" current.
 */
export const currentEntryOf = (sections: readonly MenuSection[], pathname: string): string | null =>
  sections
    .flatMap((section) => section.entries)
    .flatMap((entry) => ('to' in entry && leadsTo(entry.to, pathname) ? [entry.to] : []))
    .reduce<string | null>((best, to) => (best === null || to.length > best.length ? to : best), null);

const CurrentEntry = createContext<string | null>(null);

const itemSx = {
  borderRadius: 2,
  mx: 1,
  '&.active': { bgcolor: 'action.selected', '& .MuiListItemText-primary': { fontWeight: 600 } },
} as const;

/**
 * The count pill of an entry (the learner's lists); part of the entry's accessible name. While the count
 * loads (null) the pill holds its place unseen, so the label does not move when the number arrives.
 */
function Count({ value, testId, described }: { value: number | null; testId?: string; described?: boolean }) {
  const pending = value === null;
  return (
    <Box
      component="span"
      data-testid={pending ? undefined : testId}
      aria-hidden={pending || described || undefined}
      sx={{
        visibility: pending ? 'hidden' : 'visible',
        ml: 1,
        minWidth: 24,
        px: 0.75,
        borderRadius: 3,
        textAlign: 'center',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: '20px',
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {pending ? '\u00a0' : value}
    </Box>
  );
}

/** Holds an icon's place while a lazily loaded one arrives, so the labels do not move. */
const iconSpace = (
  <Box component="span" sx={{ display: 'inline-block', width: '1em', height: '1em', fontSize: '1.5rem' }} />
);

function EntryContent({ entry }: { entry: MenuEntry }) {
  const Icon = entry.icon;
  return (
    <>
      {Icon && (
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Suspense fallback={iconSpace}>
            <Icon />
          </Suspense>
        </ListItemIcon>
      )}
      <ListItemText primary={entry.label} />
      {entry.count !== undefined && (
        <Count
          value={entry.count}
          testId={entry.countTestId}
          described={entry.countDescription !== undefined}
        />
      )}
      {'href' in entry && <LaunchIcon fontSize="small" sx={{ ml: 1, color: 'text.secondary' }} />}
    </>
  );
}

/** One entry, always inside its own list item: a route link, an external link, or a Coming Soon button. */
function EntryItem({ entry, onNavigate }: { entry: MenuEntry; onNavigate?: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const current = useContext(CurrentEntry);
  const isCurrentEntry = 'to' in entry && entry.to === current;
  const choose = () => {
    entry.onSelect?.();
    onNavigate?.();
  };
  return (
    <ListItem disablePadding>
      {'to' in entry ? (
        <ListItemButton
          component={Link}
          to={entry.to}
          className={isCurrentEntry ? 'active' : undefined}
          aria-current={isCurrentEntry ? 'page' : undefined}
          aria-description={entry.countDescription}
          onClick={choose}
          sx={itemSx}
          data-testid="menu-entry"
          data-kind="link"
        >
          <EntryContent entry={entry} />
        </ListItemButton>
      ) : 'href' in entry ? (
        <ListItemButton
          component="a"
          href={entry.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={choose}
          sx={itemSx}
          data-testid="menu-entry"
          data-kind="external"
        >
          <EntryContent entry={entry} />
        </ListItemButton>
      ) : (
        <ListItemButton
          onClick={() => {
            entry.onSelect?.();
            enqueueSnackbar(Text.COMING_SOON, { variant: 'info' });
          }}
          sx={itemSx}
          data-testid="menu-entry"
          data-kind="coming-soon"
        >
          <EntryContent entry={entry} />
        </ListItemButton>
      )}
    </ListItem>
  );
}

const isCurrent = (entries: readonly MenuEntry[], pathname: string) =>
  entries.some((entry) => 'to' in entry && leadsTo(entry.to, pathname));

function CollapsibleSection({ section, onNavigate }: { section: MenuSection; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const panelId = useId();
  // Open on its own while one of its screens is shown, so the current entry is visible.
  const [open, setOpen] = useState(() => isCurrent(section.entries, pathname));
  const Icon = section.icon;
  return (
    <ListItem disablePadding sx={sectionDisplay(section)}>
      <ListItemButton
        onClick={() => setOpen((isOpen) => !isOpen)}
        aria-expanded={open}
        aria-controls={panelId}
        sx={itemSx}
        data-testid="menu-group"
      >
        {Icon && (
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon />
          </ListItemIcon>
        )}
        <ListItemText primary={section.title} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit id={panelId}>
        <List disablePadding sx={{ pl: 2 }}>
          {section.entries.map((entry) => (
            <EntryItem key={entry.label} entry={entry} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

function TitledSection({ section, onNavigate }: { section: MenuSection; onNavigate?: () => void }) {
  const titleId = useId();
  return (
    <ListItem disablePadding sx={{ ...sectionDisplay(section), mt: 1 }}>
      <ListSubheader
        component="div"
        id={titleId}
        disableSticky
        sx={{ lineHeight: '32px', textTransform: 'uppercase', fontSize: '0.75rem', letterSpacing: 1 }}
      >
        {section.title}
      </ListSubheader>
      <List disablePadding aria-labelledby={titleId}>
        {section.entries.map((entry) => (
          <EntryItem key={entry.label} entry={entry} onNavigate={onNavigate} />
        ))}
      </List>
    </ListItem>
  );
}

type Props = {
  /** The accessible name of the navigation landmark. */
  label: string;
  sections: readonly MenuSection[];
  /** Called after a link is chosen (the phone drawer closes). */
  onNavigate?: () => void;
  testId?: string;
};

/**
 * A side menu as a navigation landmark of nested lists: every entry and every group sits in its own
 * list item, groups carry their title (or open and close under it), and entries are links to screens
 * that exist or Coming Soon buttons.
 */
export function SideNav({ label, sections, onNavigate, testId }: Props) {
  const { pathname } = useLocation();
  return (
    <CurrentEntry.Provider value={currentEntryOf(sections, pathname)}>
      <Box
        component="nav"
        aria-label={label}
        data-testid={testId}
        // The menu scrolls inside the drawer when it is taller than the window, so whatever follows it in
        // the drawer (Feedback, Sign Out) stays in view.
        sx={{ flex: '1 1 auto', minHeight: 0, overflowY: 'auto' }}
      >
        <List sx={{ py: 1 }}>
          {sections.map((section) =>
            !section.title ? (
              section.entries.map((entry) => (
                <EntryItem key={`${section.id}-${entry.label}`} entry={entry} onNavigate={onNavigate} />
              ))
            ) : section.collapsible ? (
              <CollapsibleSection key={section.id} section={section} onNavigate={onNavigate} />
            ) : (
              <TitledSection key={section.id} section={section} onNavigate={onNavigate} />
            ),
          )}
        </List>
      </Box>
    </CurrentEntry.Provider>
  );
}
