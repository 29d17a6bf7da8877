import { useEffect, useState } from 'react';

/**
 * For a dialog whose code loads when it is first opened: true from that first opening on, so the dialog then stays
 * mounted, closes with its transition and keeps what was typed, as one loaded with the page would.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

/**
 * The `opened` for a Modal that mounts already open: closed for its first render, so the Modal notes the control that
 * opened it and gives the focus back to it on close (it records the focus only when `opened` changes).
 */
export function useOpenedAfterMount(opened: boolean): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return opened && mounted;
}
