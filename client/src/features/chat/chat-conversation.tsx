import { useState, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_MESSAGE_MAX, isChatClear, type ChatAssistant } from '@finx/domain';
import { ChatMessageList } from './chat-message-list';
import { chatNameOf } from './use-chat-availability';
import { useChatConversation } from './use-chat-conversation';

/** The count-down shows once a question comes this close to the longest one taken. */
const COUNT_DOWN_FROM = 100;

/**
 * The one conversation of both assistants, in the widget's panel and on the full pages (`001 §2` screen
 * 14): the messages, a multi-line input (Enter sends, Shift+Enter adds a line) and Send. Nothing is sent
 * while the text is blank or a reply is pending; 'clear' resets to the greeting without asking the server.
 */
export function ChatConversation({
  assistant,
  ownerId,
  inputRef,
}: {
  assistant: ChatAssistant;
  /** The signed-in learner's party id: whose conversation the browser may show. */
  ownerId: number;
  /** The input, for the panel to focus when it opens. */
  inputRef?: Ref<HTMLTextAreaElement>;
}) {
  const { messages, pending, streaming, send } = useChatConversation(assistant, ownerId);
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  // While a reply is pending only 'clear' goes (it gives the reply up); anything else waits.
  const blocked = blank || (pending && !isChatClear(text));
  const left = CHAT_MESSAGE_MAX - text.length;
  const name = chatNameOf(assistant);

  const submit = async () => {
    if (blocked) return;
    setText('');
    await send(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Shift+Enter is the textarea's own new line; Enter while an input method composes is not a send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }} data-testid="chat">
      <ChatMessageList
        messages={messages}
        pending={pending}
        streaming={streaming}
        label={`Conversation with ${name}`}
      />
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, p: 1.5, borderTop: 1, borderColor: 'divider' }}
      >
        <TextField
          value={text}
          onChange={(event) => setText(event.target.value.slice(0, CHAT_MESSAGE_MAX))}
          onKeyDown={onKeyDown}
          multiline
          minRows={1}
          maxRows={4}
          fullWidth
          size="small"
          placeholder="Ask a question"
          helperText={left <= COUNT_DOWN_FROM ? `${left} characters left` : undefined}
          slotProps={{
            htmlInput: {
              'aria-label': `Message to ${name}`,
              maxLength: CHAT_MESSAGE_MAX,
              'data-testid': 'chat-input',
            },
          }}
          inputRef={inputRef}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label="Send"
          disabled={blocked}
          data-testid="chat-send"
          sx={{ mb: 0.25 }}
        >
          <SendIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
