import { makeStyles, tokens } from '@fluentui/react-components';

/**
 * Cell colours of the progress codes, from Fluent's palette tokens so they follow the light and dark
 * theme; the text on them is the theme's normal text colour (contrast holds in both themes). A
 * symbol or letter always goes beside the colour.
 */
export const useCodeStyles = makeStyles({
  green: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorPaletteGreenBorder2}`,
  },
  orange: {
    backgroundColor: tokens.colorPaletteMarigoldBackground2,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorPaletteMarigoldBorder2}`,
  },
  red: {
    backgroundColor: tokens.colorPaletteRedBackground2,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorPaletteRedBorder2}`,
  },
  grey: {
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
  },
  // Fact cells
  notSeen: {
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground1,
    border: `1px dashed ${tokens.colorNeutralStroke1}`,
  },
  learning: {
    backgroundColor: tokens.colorPaletteRedBackground2,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorPaletteRedBorder2}`,
  },
  slow: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorPaletteYellowBorder2}`,
  },
  automated: {
    backgroundColor: tokens.colorPaletteGreenBackground2,
    color: tokens.colorNeutralForeground1,
    border: `1px solid ${tokens.colorPaletteGreenBorder2}`,
  },
});

export const FACT_SYMBOLS = { notSeen: '·', learning: '○', slow: '◐', automated: '●' } as const;
