import { Alert, Button, Container, Loader, Stack, Text } from '@mantine/core';
import type { Participant } from '@otousta/shared/schemas/messages';
import { IconAlertCircle, IconMessages } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { CHAT_TEXT_PARAM, paths, signInHref } from '../../../app/paths';
import { useSession } from '../../../lib/session';
import { useHere } from '../../../lib/use-here';
import { useConversations } from '../api/get-conversations';
import { useStartChat } from '../hooks/use-start-chat';
import { useMessagesRealtime } from '../realtime/use-messages-realtime';
import { ChatPane } from './chat-pane';
import { ConversationList } from './conversation-list';
import { DraftChat } from './draft-chat';
import classes from './messages.module.css';
import { NewChatDialog } from './new-chat-dialog';

/** The open conversation lives in the address (?sohbet=), so the browser's back button returns to the list. */
const CONVERSATION_PARAM = 'sohbet';

/** docs/product.md §2: a target user arrives in navigation state (id and name) or as ?userId. */
function targetFrom(state: unknown, params: URLSearchParams): string | null {
  const target = (state as { targetUser?: { id?: unknown; _id?: unknown } } | null)?.targetUser;
  const fromState = typeof target?.id === 'string' ? target.id : typeof target?._id === 'string' ? target._id : null;
  return params.get('userId') ?? fromState;
}

function Messenger({ me }: { me: string }) {
  useMessagesRealtime();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const selectedId = params.get(CONVERSATION_PARAM);
  const targetId = targetFrom(location.state, params);
  // Text another page put in the composer (?metin=, e.g. 'Satıcıya Mesaj Gönder' naming the product): read once, for
  // the chat it opened; it stays editable and is sent only when the user sends it.
  const [prefill, setPrefill] = useState(() => params.get(CHAT_TEXT_PARAM) ?? undefined);
  const conversations = useConversations();

  const open = useCallback(
    (id: string, { replace = false } = {}) =>
      navigate({ pathname: paths.messages, search: `?${CONVERSATION_PARAM}=${encodeURIComponent(id)}` }, { replace }),
    [navigate],
  );
  // The conversation the page was opened for gets the text another page put in the composer (?metin=).
  const [prefillFor, setPrefillFor] = useState<string | null>(null);
  const onReady = useCallback(
    (id: string) => {
      setPrefillFor((current) => current ?? id);
      open(id, { replace: true });
    },
    [open],
  );
  const [draft, setDraft] = useState<Participant | null>(null);
  const chat = useStartChat(me, onReady, setDraft);
  const { start } = chat;
  // The address names whom the chat is with (?userId), so a draft survives a reload and leaves with the address.
  const chatWith = (userId: string) =>
    navigate({ pathname: paths.messages, search: `?userId=${encodeURIComponent(userId)}` });

  useEffect(() => {
    if (targetId) void start(targetId);
  }, [targetId, start]);

  const listed = conversations.data?.conversations.find((c) => c.id === selectedId);
  const drafting = draft && draft.id === targetId && !selectedId ? draft : null;
  const showChat = !!selectedId || !!chat.starting || !!chat.error || !!drafting;

  return (
    <Container size="xl" px={{ base: 0, sm: 'md' }} py={{ base: 0, sm: 'md' }}>
      <div className={classes.layout} data-view={showChat ? 'chat' : 'list'}>
        <ConversationList
          me={me}
          selectedId={selectedId}
          onSelect={(id) => {
            chat.clearError();
            open(id);
          }}
          onNewChat={() => setDialogOpen(true)}
        />
        <div className={classes.chatColumn}>
          {chat.error ? (
            <div className={classes.center}>
              <Stack align="center" maw={420} px="md">
                <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} aria-hidden />}>
                  {chat.error}
                </Alert>
                <Button
                  variant="default"
                  onClick={() => {
                    chat.clearError();
                    navigate(paths.messages, { replace: true });
                  }}
                >
                  Sohbetlere dön
                </Button>
              </Stack>
            </div>
          ) : chat.starting ? (
            <div className={classes.center}>
              <Stack align="center" gap="xs">
                <Loader />
                <Text c="dimmed">Sohbet başlatılıyor...</Text>
              </Stack>
            </div>
          ) : drafting ? (
            <DraftChat
              key={drafting.id}
              partner={drafting}
              initialValue={prefill}
              onStarted={(id) => {
                setDraft(null);
                // The first message is sent: the chat that opens now starts with an empty composer.
                setPrefillFor(id);
                setPrefill(undefined);
                open(id, { replace: true });
              }}
              onBack={() => navigate(paths.messages)}
            />
          ) : selectedId ? (
            <ChatPane
              key={selectedId}
              me={me}
              conversationId={selectedId}
              listed={listed}
              initialValue={selectedId === prefillFor ? prefill : undefined}
              onBack={() => navigate(paths.messages)}
            />
          ) : (
            <div className={classes.center}>
              <Stack align="center" gap="xs" px="md" ta="center">
                <IconMessages size={48} stroke={1.4} color="var(--mantine-color-gray-6)" aria-hidden />
                <Text fw={700}>Bir sohbet seçin</Text>
                <Text c="dimmed" size="sm">
                  Listeden bir sohbet seçin ya da yeni bir sohbet başlatın.
                </Text>
                <Button variant="light" onClick={() => setDialogOpen(true)}>
                  Yeni Sohbet
                </Button>
              </Stack>
            </div>
          )}
        </div>
      </div>
      <NewChatDialog opened={dialogOpen} me={me} onClose={() => setDialogOpen(false)} onPick={chatWith} />
    </Container>
  );
}

/** docs/product.md §2 'Messages' (/mesajlar). Signed-out visitors trying to message are sent to /giris-yap (docs/product.md §6). */
export function MessagesPage() {
  const { user } = useSession();
  const here = useHere();
  // Back here once signed in, to the chat the visitor wanted (?userId= travels along).
  if (!user) return <Navigate to={signInHref(here)} replace />;
  return <Messenger me={user.id} />;
}
