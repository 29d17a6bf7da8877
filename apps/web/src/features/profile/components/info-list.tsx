import type { ReactNode } from 'react';
import classes from './info-list.module.css';

export interface InfoItem {
  label: string;
  value: ReactNode;
  /** Spans both columns (long texts). */
  wide?: boolean;
}

/** Labelled values as a description list. */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  return (
    <dl className={classes.list}>
      {items.map((item) => (
        <div key={item.label} className={`${classes.item} ${item.wide ? classes.wide : ''}`}>
          <dt className={classes.term}>{item.label}</dt>
          <dd className={classes.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
