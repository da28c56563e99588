import { createTheme } from '@mantine/core';
import { AA_LUMINANCE_THRESHOLD } from '@wms/ui/theme';

/** Touch-first: gloved thumbs on a 360×640 handheld need big targets and big type. */
export const pdaTheme = createTheme({
  primaryColor: 'blue',
  fontSizes: { md: '17px', lg: '19px' },
  defaultRadius: 'md',
  // Filled badges and buttons take black or white text, whichever reads better on their colour.
  autoContrast: true,
  luminanceThreshold: AA_LUMINANCE_THRESHOLD,
  components: {
    Button: { defaultProps: { size: 'lg' } },
  },
});
