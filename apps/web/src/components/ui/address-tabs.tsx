import { Tabs } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useSearchParams } from 'react-router';

export interface AddressTab {
  /** The tab's value in the address. */
  value: string;
  label: string;
  icon: Icon;
  /** What the tab shows; null for the one screen the route brings from another feature (`other`). */
  Component: ComponentType | null;
}

/**
 * A page's tabs, the chosen one kept in the address (`?<param>=`) so a reload or a shared link keeps it; the first
 * tab is the default and leaves the address bare. Only the chosen panel is mounted. The tabs wrap onto a second row
 * on a phone, so every one stays in sight.
 */
export function AddressTabs({ tabs, param, other }: { tabs: readonly AddressTab[]; param: string; other?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]!.value;
  const chosen = tabs.find((tab) => tab.value === params.get(param))?.value ?? first;
  return (
    <Tabs
      value={chosen}
      onChange={(value) => setParams(value && value !== first ? { [param]: value } : {}, { replace: true })}
      keepMounted={false}
    >
      <Tabs.List mb="lg">
        {tabs.map(({ value, label, icon: TabIcon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<TabIcon size={16} aria-hidden />}>
            {label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map(({ value, Component }) => (
        <Tabs.Panel key={value} value={value}>
          {Component ? <Component /> : other}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
