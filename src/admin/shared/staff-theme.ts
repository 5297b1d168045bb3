import { webDarkTheme, webLightTheme, type Theme } from '@fluentui/react-components';
import { useIsBoard } from '../../shell/lib/breakpoints';

/**
 * Fluent's type ramp one step up, for the interactive whiteboard: body text 20 px and the smallest
 * text 18 px, so a class reads a staff screen from the back of the room. Given through the theme, so
 * dialogs, menus and tooltips (rendered in portals) are scaled too.
 */
const BOARD_TYPE: Partial<Theme> = {
  fontSizeBase100: '18px',
  fontSizeBase200: '18px',
  fontSizeBase300: '20px',
  fontSizeBase400: '22px',
  fontSizeBase500: '26px',
  fontSizeBase600: '30px',
  lineHeightBase100: '24px',
  lineHeightBase200: '24px',
  lineHeightBase300: '28px',
  lineHeightBase400: '30px',
  lineHeightBase500: '34px',
  lineHeightBase600: '38px',
};

const THEMES = {
  light: { screen: webLightTheme, board: { ...webLightTheme, ...BOARD_TYPE } },
  dark: { screen: webDarkTheme, board: { ...webDarkTheme, ...BOARD_TYPE } },
} as const;

/** The Fluent theme of the staff screens: the chosen light or dark theme, scaled up on a whiteboard. */
export function useStaffTheme(mode: 'light' | 'dark'): Theme {
  return THEMES[mode][useIsBoard() ? 'board' : 'screen'];
}
