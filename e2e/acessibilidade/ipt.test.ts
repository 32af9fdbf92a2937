import { TELAS_IPT } from './telas-ipt.ts';
import { verificarTelas } from './telas.ts';

verificarTelas('área da equipe do IPT', TELAS_IPT);
