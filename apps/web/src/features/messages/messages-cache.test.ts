import type { ChatMessage, Conversation, ConversationPage } from '@otousta/shared/schemas/messages';
import { describe, expect, it } from 'vitest';
import type { ConversationPages } from './api/get-conversation-messages';
import {
  applyMessageToList,
  applyStatus,
  clearUnread,
  flattenPages,
  textMessage,
  type UiMessage,
  upsertMessage,
  withPending,
} from './messages-cache';

const message = (id: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
  ...textMessage(id, {
    conversationId: 'c1',
    senderId: 'a',
    receiverId: 'b',
    content: `mesaj ${id}`,
    status: 'sent',
    clientId: `client-${id}`,
    createdAt: `2026-01-01T10:00:0${id.slice(-1)}.000Z`,
  }),
  ...over,
});

const conversation = (id: string, over: Partial<Conversation> = {}): Conversation => ({
  _id: id,
  id,
  participants: [],
  lastMessageContent: 'eski',
  lastMessageTime: '2026-01-01T09:00:00.000Z',
  lastMessageSenderId: 'a',
  unreadCounts: { b: 0 },
  unreadCount: 0,
  createdAt: '2026-01-01T08:00:00.000Z',
  updatedAt: '2026-01-01T09:00:00.000Z',
  ...over,
});

const pages = (...groups: ChatMessage[][]): ConversationPages => ({
  pages: groups.map((messages) => ({ conversation: conversation('c1'), messages, hasMore: false }) as ConversationPage),
  pageParams: groups.map(() => undefined),
});

describe('messages cache', () => {
  it('shows older pages above newer ones, oldest first', () => {
    const data = pages([message('m3'), message('m4')], [message('m1'), message('m2')]);
    expect(flattenPages(data).map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('adds a message once, in id order, even when it overtook another on the wire', () => {
    let data = pages([message('m1'), message('m3')]);
    data = upsertMessage(data, message('m2'))!;
    data = upsertMessage(data, message('m2'))!;
    expect(flattenPages(data).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('never moves a status backwards: a late delivery receipt keeps a read message read', () => {
    let data = pages([message('m1')]);
    data = applyStatus(data, ['m1'], 'read')!;
    data = applyStatus(data, ['m1'], 'delivered')!;
    data = upsertMessage(data, message('m1', { status: 'sent' }))!;
    expect(flattenPages(data)[0]!.status).toBe('read');
  });

  it('drops the sending copy once the stored message with the same client id is there', () => {
    const pending: UiMessage = { ...message('pending-x', { clientId: 'client-m2' }), status: 'sending' };
    const other: UiMessage = { ...message('pending-y', { clientId: 'client-zz' }), status: 'sending' };
    const shown = withPending([message('m1'), message('m2')], [pending, other]);
    expect(shown.map((m) => m.id)).toEqual(['m1', 'm2', 'pending-y']);
  });

  it('moves a conversation with a new message to the top and counts it unread for the receiver', () => {
    const list = { conversations: [conversation('c0'), conversation('c1')], count: 2 };
    const updated = applyMessageToList(list, message('m5', { content: 'yeni' }), 'b', true)!;
    expect(updated.conversations.map((c) => c.id)).toEqual(['c1', 'c0']);
    expect(updated.conversations[0]).toMatchObject({ lastMessageContent: 'yeni', unreadCount: 1 });
    expect(applyMessageToList(list, message('m5', { conversationId: 'unknown' }), 'b', true)).toBeUndefined();
  });

  it('clears the unread count of one conversation only', () => {
    const list = {
      conversations: [conversation('c0', { unreadCount: 2 }), conversation('c1', { unreadCount: 3 })],
      count: 2,
    };
    const cleared = clearUnread(list, 'c1', 'b');
    expect(cleared.conversations.map((c) => c.unreadCount)).toEqual([2, 0]);
  });
});
