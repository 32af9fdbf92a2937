import { TELAS_PUBLICO } from './telas-publico.ts';
import { verificarTelas } from './telas.ts';

verificarTelas('páginas públicas', TELAS_PUBLICO);
