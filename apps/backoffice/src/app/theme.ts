import { Badge, createTheme, type MantineColorsTuple } from '@mantine/core';

/** Default theme colour #409EFF. */
const brand: MantineColorsTuple = [
  '#e8f3ff',
  '#d0e5ff',
  '#a1cbff',
  '#6eb0ff',
  '#409eff',
  '#2a90ff',
  '#1a89ff',
  '#0076e4',
  '#0069cd',
  '#005ab5',
];

export const theme = createTheme({
  primaryColor: 'brand',
  // Shade 8 keeps white button text and links above WCAG AA contrast (shade 6 is 3.6:1).
  primaryShade: { light: 8, dark: 6 },
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif',
  // Menus, dialogs and drawers open without their transitions for a user who asks the system for less motion.
  respectReducedMotion: true,
  components: {
    // A table column may not squeeze a status into an ellipsis ("N…"): a badge is never narrower than its text.
    Badge: Badge.extend({ defaultProps: { miw: 'max-content' } }),
  },
});
