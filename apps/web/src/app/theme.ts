import {
  Alert,
  Badge,
  createTheme,
  type CSSVariablesResolver,
  ModalHeader,
  TableScrollContainer,
  Tooltip,
  type MantineColorsTuple,
} from '@mantine/core';
import { ID_CONTEUDO } from '@/components/layout/alvos-de-atalho';

/** Deep institutional blue of the São Paulo state portals; shade 7 is the one buttons use. */
const azulSp: MantineColorsTuple = [
  '#e8f0fb',
  '#cbdcf3',
  '#a3c0e8',
  '#769fdb',
  '#4f81cf',
  '#3169c2',
  '#1f57b0',
  '#154a9b',
  '#0f3c80',
  '#0a2d61',
];

export const theme = createTheme({
  primaryColor: 'azulSp',
  // Shade 7 on white gives 8.4:1, well above WCAG AA for small text on buttons and links.
  primaryShade: { light: 7, dark: 5 },
  colors: { azulSp },
  defaultRadius: 'sm',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '700',
  },
  focusRing: 'auto',
  cursorType: 'pointer',
  // Whoever asks the system for less motion gets dialogs and menus without fade or slide.
  respectReducedMotion: true,
  components: {
    // Mantine writes a dialog's header as <header>, which assistive technology (and axe) takes
    // for a second banner of the page while the dialog is open: it is only a block of the dialog.
    ModalHeader: ModalHeader.extend({ defaultProps: { role: 'presentation' } }),
    // A tooltip opens in a portal; at the end of <body> it would be content outside every
    // landmark, so it opens inside <main> (the one layout has it), placed where it always is.
    Tooltip: Tooltip.extend({ defaultProps: { portalProps: { target: `#${ID_CONTEUDO}` } } }),
    // A wide table scrolls sideways on a phone: its scroll area takes focus, so a keyboard
    // user can scroll it with the arrow keys (WCAG 2.1.1).
    TableScrollContainer: TableScrollContainer.extend({
      defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } },
    }),
    // Light alerts colour their title with the alert's own colour, which for yellow and teal
    // falls below 4.5:1; the icon and background keep the colour, the words stay dark.
    Alert: Alert.extend({ styles: { title: { color: 'var(--mantine-color-gray-9)' } } }),
    // Light badges (the solution's status: yellow while with the company) write in their own
    // colour on a tint of it, below 4.5:1 for yellow and teal; the words stay dark, the tint stays.
    Badge: Badge.extend({
      vars: (_theme, props) => ({
        root: props.variant === 'light' ? { '--badge-color': 'var(--mantine-color-gray-9)' } : {},
      }),
    }),
  },
});

/**
 * Mantine's default "dimmed" grey is 3.3:1 on white and its placeholder grey (the words a file
 * field shows while empty) 2.1:1; government sites must reach 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    // Fields' error messages: Mantine's red-8 is 4.5:1 on white only, below it on tinted panels.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
