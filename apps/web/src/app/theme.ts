import { type CSSVariablesResolver, createTheme, rgba } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on buttons and blue links on white above WCAG AA contrast (4.5:1).
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: '"Inter Variable", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
});

/**
 * WCAG AA contrast in the light scheme: Mantine's dimmed grey reads at 3.3:1 on white (this one at 5.7:1), and the
 * text of 'light' badges and buttons on their tinted background needs the darkest shade to pass 4.5:1. That tint is
 * taken from shade 6 (with the primary shade 8 it would be darker, and teal text on it fell to 4.4:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f666d',
    // Field errors: the default red passes 4.5:1 on white only just and fails on grey panels; this one is 5.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([color, shades]) => [
        [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-9)`],
        [`--mantine-color-${color}-light`, rgba(shades[6], 0.1)],
      ]),
    ),
  },
  dark: {},
});
