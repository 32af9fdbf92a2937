import { TELAS_PAINEL } from './telas-painel.ts';
import { verificarTelas } from './telas.ts';

verificarTelas('área da empresa', TELAS_PAINEL);
