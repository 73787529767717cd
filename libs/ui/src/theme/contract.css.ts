import { createThemeContract } from '@vanilla-extract/css';

const colorSlots = {
  primary: null,
  onPrimary: null,
  secondary: null,
  onSecondary: null,
  background: null,
  surface: null,
  surfaceAlt: null,
  text: null,
  textMuted: null,
  border: null,
  success: null,
  warning: null,
  danger: null,
  headerBackground: null,
  headerText: null,
  footerBackground: null,
  footerText: null,
  footerActive: null,
  overlay: null,
};
const scale = { xs: null, sm: null, md: null, lg: null, xl: null };

/** CSS variables every brand fills: the shape of brand.json's theme (less images). */
export const vars = createThemeContract({
  colors: colorSlots,
  typography: {
    fontFamily: null,
    fontSize: scale,
    fontWeight: { regular: null, bold: null },
    lineHeight: null,
  },
  radii: { sm: null, md: null, lg: null, pill: null },
  spacing: scale,
});
