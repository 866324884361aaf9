import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import SmartToyIcon from '@mui/icons-material/SmartToyOutlined';
import { CHAT_ASSISTANTS, CHAT_PAGE_PATHS, CHAT_TITLES, type ChatAssistant } from '@finx/domain';
import { ChatAvailabilityDocument } from '../../graphql/generated/operations/ChatAvailability';
import type { MenuEntry } from '../../shared/menu-entry';
import { useQuietFailures } from './use-quiet-failures';

/** An assistant's name without the strapline: 'Finx AI Buddy'. */
export const chatNameOf = (assistant: ChatAssistant): string =>
  CHAT_TITLES[assistant].split(' - ')[0] ?? CHAT_TITLES[assistant];

/**
 * The assistants the viewer may use now, as the server decides (allowed for the account and switched
 * on; none for visitors and staff); undefined until it has answered. Read once per visit: the answer
 * stays in the cache for every page after (cache-first, and cache-first again when the cache changes,
 * so no later write sends it back to the server); signing out clears the cache, so the next learner is
 * asked about anew. A failed read is no answer: nothing is cached, no toast is shown (the widget is
 * simply not there), and the next page asks again.
 */
export function useChatAvailability(): readonly ChatAssistant[] | undefined {
  const { data, error } = useQuery(ChatAvailabilityDocument, {
    fetchPolicy: 'cache-first',
    nextFetchPolicy: 'cache-first',
  });
  const failed = useQuietFailures();
  useEffect(() => {
    if (error) failed(error);
  }, [error, failed]);
  return data?.chatAvailability;
}

/** The learner menu's links to the assistants' pages, for those the learner may use. */
export function useChatMenuEntries(): MenuEntry[] {
  const available = useChatAvailability() ?? [];
  return CHAT_ASSISTANTS.filter((assistant) => available.includes(assistant)).map((assistant) => ({
    label: chatNameOf(assistant),
    to: CHAT_PAGE_PATHS[assistant],
    icon: SmartToyIcon,
  }));
}
