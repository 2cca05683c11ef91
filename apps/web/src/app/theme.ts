import { type CSSVariablesResolver, createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Darker shades than Mantine's default keep white button text above 4.5:1 contrast.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  headings: { fontWeight: '700' },
});

/** Mantine's default "dimmed" grey is below 4.5:1 on white; these shades meet WCAG AA in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});
