import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  breakpoints,
  cardSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  recipes,
  semanticTokens,
  tableSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme minus the ~50 slot recipes (multi-part components) we do not use:
 * about a fifth of Chakra's weight. A component added to the app needs its slot recipe here.
 */
const theme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes,
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

const app = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg', minHeight: '100%' },
  },
  theme: {
    tokens: {
      colors: {
        // The crest's navy and gold (public/icons, manifest theme_color).
        atm: { navy: { value: '#1e3a8a' }, gold: { value: '#f5b700' } },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, theme, app);
