import { TELAS_ACESSO } from './telas-acesso.ts';
import { verificarTelas } from './telas.ts';

verificarTelas('entrada, cadastro e senhas', TELAS_ACESSO);
