import { TELAS_GESTOR } from './telas-gestor.ts';
import { verificarTelas } from './telas.ts';

verificarTelas('área do gestor público', TELAS_GESTOR);
