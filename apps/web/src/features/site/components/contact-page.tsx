import {
  Alert,
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { company } from '@otousta/shared/company';
import { CONTACT_LIMITS, contactMessageInputSchema } from '@otousta/shared/schemas/contact';
import { IconCheck, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from '../../../lib/use-form';
import { useSendContactMessage } from '../api/send-contact';

const empty = { name: '', email: '', subject: '', message: '' };

/** docs/product.md §2 'Contact' with docs/decisions/011-contact-form-sends.md: the form is validated like the server does and really sends. */
export function ContactPage() {
  const form = useForm({ initialValues: empty, schema: contactMessageInputSchema });
  const [sent, setSent] = useState<string | null>(null);
  const send = useSendContactMessage();

  const submit = form.onSubmit((data) => {
    if (send.isPending) return;
    setSent(null);
    send.mutate(data, {
      onSuccess: (answer) => {
        setSent(answer.message);
        form.reset();
      },
      onError: form.showServerErrors,
    });
  });

  const failure = send.isError && !send.isPending ? send.error.message : null;

  return (
    <Container size="lg" py={{ base: 'lg', sm: 48 }}>
      <Stack gap="xs" mb="xl">
        <Title order={1}>İletişim</Title>
        <Text size="lg" c="dimmed">
          Sorularınız, önerileriniz veya iş birliği talepleriniz için bize yazın; en kısa sürede dönüş yapalım.
        </Text>
      </Stack>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            <form onSubmit={submit} noValidate aria-labelledby="contact-form-title">
              <Stack>
                <Title order={2} fz="h3" id="contact-form-title">
                  Bize yazın
                </Title>
                {sent && (
                  <Alert color="blue" icon={<IconCheck size={18} />} role="status" title="Mesajınız gönderildi">
                    {sent}
                  </Alert>
                )}
                {failure && (
                  <Alert color="red" role="alert" title="Mesaj gönderilemedi">
                    {failure}
                  </Alert>
                )}
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Adınız Soyadınız"
                    autoComplete="name"
                    required
                    {...form.text('name')}
                    maxLength={CONTACT_LIMITS.nameMax}
                  />
                  <TextInput
                    label="E-posta"
                    type="email"
                    autoComplete="email"
                    required
                    {...form.text('email')}
                    maxLength={CONTACT_LIMITS.emailMax}
                  />
                </SimpleGrid>
                <TextInput label="Konu" required {...form.text('subject')} maxLength={CONTACT_LIMITS.subjectMax} />
                <Textarea
                  label="Mesajınız"
                  required
                  autosize
                  minRows={5}
                  {...form.text('message')}
                  maxLength={CONTACT_LIMITS.messageMax}
                  description={`${form.values.message.trim().length}/${CONTACT_LIMITS.messageMax}`}
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={send.isPending} size="md">
                    Gönder
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Title order={2} fz="h4">
                  İletişim bilgileri
                </Title>
                <Group gap="sm" wrap="nowrap">
                  <IconMail size={20} aria-hidden />
                  <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>
                </Group>
                <Group gap="sm" wrap="nowrap">
                  <IconPhone size={20} aria-hidden />
                  <Anchor href={company.phoneHref}>{company.phone}</Anchor>
                </Group>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <IconMapPin size={20} aria-hidden />
                  <Text>{company.address}</Text>
                </Group>
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Group gap="sm">
                  <IconClock size={20} aria-hidden />
                  <Title order={2} fz="h4">
                    Çalışma saatleri
                  </Title>
                </Group>
                <dl style={{ margin: 0 }}>
                  {company.hours.map((h) => (
                    <Group key={h.days} justify="space-between" py={4}>
                      <Text component="dt">{h.days}</Text>
                      <Text component="dd" m={0} fw={600}>
                        {h.time}
                      </Text>
                    </Group>
                  ))}
                </dl>
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Title order={2} fz="h4">
                  Sosyal medya
                </Title>
                <Group gap="md">
                  {company.social.map((s) => (
                    <Anchor key={s.href} href={s.href} target="_blank" rel="noopener noreferrer">
                      {s.label}
                    </Anchor>
                  ))}
                </Group>
              </Stack>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
