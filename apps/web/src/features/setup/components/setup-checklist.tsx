import { Button, Group, List, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { setupActionTexts, setupTexts } from '@otousta/shared/messages/setup';
import { setupSteps } from '@otousta/shared/schemas/setup';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useSetup } from '../api/get-setup';
import { setupStepHash } from '../setup-targets';

/**
 * 'İşletme kurulumu' in the business's own profile (docs/product.md 'Business setup'): hours, photos, services and a
 * map pin, with a meter; each missing step leads to where it is done on the same page.
 */
export function SetupChecklist({ businessId }: { businessId: string }) {
  const query = useSetup(businessId);
  const queryClient = useQueryClient();
  // Whatever this page saves (hours, photos, the profile form) may finish a step: the checklist asks again.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'updated' && event.action.type === 'success') {
          void queryClient.invalidateQueries({ queryKey: ['setup', businessId] });
        }
      }),
    [queryClient, businessId],
  );
  if (query.isPending) return null;
  if (query.isError) {
    return (
      <Text size="sm" c="red" role="alert">
        {setupTexts.loadFailed}
      </Text>
    );
  }
  const { steps, percent, complete } = query.data.setup;
  const done = new Set(steps.filter((s) => s.done).map((s) => s.key));
  const progress = setupTexts.progress(done.size, steps.length);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="setup-title">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="xl" id="setup-title">
            {setupTexts.title}
          </Title>
          <Text fw={600}>{progress}</Text>
        </Group>
        <Progress
          value={percent}
          color={complete ? 'green' : 'blue'}
          size="lg"
          radius="xl"
          aria-label={setupTexts.progressLabel}
        />
        <Text size="sm" c="dimmed">
          {complete ? setupTexts.complete : setupTexts.lead}
        </Text>
        <List spacing="sm" listStyleType="none" aria-label={setupTexts.title}>
          {setupSteps.map((step) => {
            const ok = done.has(step.key);
            return (
              <List.Item key={step.key}>
                <Group justify="space-between" wrap="nowrap" align="center" gap="sm">
                  <Group wrap="nowrap" gap="sm" align="flex-start">
                    <ThemeIcon
                      color={ok ? 'green' : 'gray'}
                      variant={ok ? 'filled' : 'light'}
                      radius="xl"
                      size="md"
                      aria-hidden
                    >
                      {ok ? <IconCheck size={16} /> : <IconCircleDashed size={16} />}
                    </ThemeIcon>
                    <div>
                      <Text fw={600}>
                        {step.label}
                        {/* The green tick says 'done'; the word keeps the page's own text colour, which reads on white. */}
                        <Text span size="sm" c={ok ? undefined : 'red.9'} fw={500}>
                          {' · '}
                          {ok ? setupTexts.done : setupTexts.missing}
                        </Text>
                      </Text>
                      {!ok && (
                        <Text size="sm" c="dimmed">
                          {step.hint}
                        </Text>
                      )}
                    </div>
                  </Group>
                  {!ok && (
                    <Button
                      component={Link}
                      to={{ hash: setupStepHash[step.key] }}
                      variant="light"
                      size="compact-sm"
                      style={{ flexShrink: 0 }}
                    >
                      {setupActionTexts[step.key]}
                    </Button>
                  )}
                </Group>
              </List.Item>
            );
          })}
        </List>
      </Stack>
    </Paper>
  );
}
