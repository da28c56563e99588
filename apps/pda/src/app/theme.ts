import { createTheme } from '@mantine/core';

/** Touch-first: gloved thumbs on a 360×640 handheld need big targets and big type. */
export const pdaTheme = createTheme({
  primaryColor: 'blue',
  fontSizes: { md: '17px', lg: '19px' },
  defaultRadius: 'md',
  components: {
    Button: { defaultProps: { size: 'lg' } },
  },
});
