import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Spec §9: default theme colour #409EFF. */
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
  colors: { brand },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Microsoft YaHei", sans-serif',
});
