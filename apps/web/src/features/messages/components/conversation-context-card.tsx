import { Anchor, Badge, Collapse, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { dateTimeText } from '@otousta/shared/hours/clock-text';
import { appointmentStatusLabels } from '@otousta/shared/schemas/appointments';
import {
  type ContextAppointment,
  type ContextQuote,
  contextLine,
  vehicleLine,
} from '@otousta/shared/schemas/conversation-context';
import { quoteStatuses } from '@otousta/shared/schemas/quotes';
import { formatPlate } from '@otousta/shared/text/plate';
import { formatPrice, formatPriceRange } from '@otousta/shared/text/price';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { appointmentHref, paths, quoteHref } from '../../../app/paths';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { useConversationContext } from '../api/get-conversation-context';
import { messagesKeys } from '../api/keys';
import classes from './messages.module.css';

type Side = 'customer' | 'business';

const quoteStatusLabel = (status: ContextQuote['status']) =>
  quoteStatuses.find((s) => s.value === status)?.label ?? status;

/** The price the two agreed on: the final one once the job is done, else the offer's range. */
function agreedPrice(a: ContextAppointment): string | null {
  if (a.finalPrice !== null) return `${formatPrice(a.finalPrice)} (son fiyat)`;
  return a.priceMin !== null && a.priceMax !== null ? formatPriceRange(a.priceMin, a.priceMax) : null;
}

/** Each side reads a request on its own screen: the customer on /tekliflerim, the business on /teklif-talepleri. */
const quoteLink = (side: Side, id: string) => quoteHref(side === 'business' ? paths.quoteInbox : paths.myQuotes, id);

function AppointmentItem({ appointment: a, side }: { appointment: ContextAppointment; side: Side }) {
  const price = agreedPrice(a);
  return (
    <li className={classes.contextItem}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Randevu: {dateTimeText(a.startsAt)}
        </Text>
        <Badge size="sm" variant="light">
          {appointmentStatusLabels[a.status]}
        </Badge>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {a.service}
        {a.plate && ` · ${formatPlate(a.plate)}`}
        {price && ` · ${price}`}
      </Text>
      <Group gap="sm">
        <Anchor component={Link} size="sm" to={appointmentHref(a.id)}>
          Randevuyu gör
        </Anchor>
        {a.quoteId && (
          <Anchor component={Link} size="sm" to={quoteLink(side, a.quoteId)}>
            Teklif isteğini gör
          </Anchor>
        )}
      </Group>
    </li>
  );
}

function QuoteItem({ quote: q, side }: { quote: ContextQuote; side: Side }) {
  return (
    <li className={classes.contextItem}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          Teklif isteği: {q.sector}
        </Text>
        <Badge size="sm" variant="light" color="gray">
          {quoteStatusLabel(q.status)}
        </Badge>
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {vehicleLine(q.vehicle)}
        {q.offer && ` · Teklif: ${formatPriceRange(q.offer.priceMin, q.offer.priceMax)}`}
      </Text>
      <Anchor component={Link} size="sm" to={quoteLink(side, q.id)}>
        Teklif isteğini gör
      </Anchor>
    </li>
  );
}

/**
 * What the conversation is about, above its messages (docs/product.md §7 'Messages'): the newest appointments and quote
 * requests between the two sides, folded to one line until opened. The bell's events keep it current without a reload.
 */
export function ConversationContextCard({ conversationId, side }: { conversationId: string; side: Side }) {
  const { data: context } = useConversationContext(conversationId);
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  useLiveRefresh(['quote', 'appointment'], messagesKeys.context(conversationId));

  if (!context || (context.appointments.length === 0 && context.quotes.length === 0)) return null;
  return (
    <section className={classes.context} aria-label="Randevu ve teklif bilgisi" data-testid="conversation-context">
      <UnstyledButton
        className={classes.contextToggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((was) => !was)}
      >
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <Text size="xs" c="dimmed">
            Randevu ve teklif bilgisi
          </Text>
          <Text size="sm" fw={600} truncate="end">
            {contextLine(context)}
          </Text>
        </Stack>
        <IconChevronDown size={18} aria-hidden className={classes.contextChevron} data-open={open || undefined} />
      </UnstyledButton>
      <Collapse in={open} id={bodyId}>
        <ul className={classes.contextList}>
          {context.appointments.map((a) => (
            <AppointmentItem key={a.id} appointment={a} side={side} />
          ))}
          {context.quotes.map((q) => (
            <QuoteItem key={q.id} quote={q} side={side} />
          ))}
        </ul>
      </Collapse>
    </section>
  );
}
