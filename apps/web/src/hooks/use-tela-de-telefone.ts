import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint: where the company's list shows cards, folds its filters and
 * its "Próximos passos" (the staff table's CSS turns rows into cards at the same width). Read at
 * once, not after a first render, so a folded box never flashes open on a phone.
 */
export const useTelaDeTelefone = (): boolean =>
  useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
