// Entry of the lazily loaded "avaliacao" chunk: the institute's technical evaluation.
export { RubricaPage } from './pages/rubrica-page';
export { MinhasAvaliacoesPage } from './pages/minhas-avaliacoes-page';
export { PainelAvaliacao } from './components/painel-avaliacao';
export { AtribuirEmLote } from './components/atribuir-em-lote';
export { PareceresLiberados } from './components/pareceres-liberados';
