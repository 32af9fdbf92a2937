import './estilos-mantine';
import './global.css';
import { ATRIBUTO_INCOMPLETO, ID_ESTADO_INICIAL } from '@/lib/estado-inicial';
import { anteciparSessao } from '@/lib/sessao';
import { contarPrimeiraPagina } from '@/lib/visitas';
import { guardarAcoesAteOApp } from './acoes-antes-do-app';
import { aoSinalDeIntencao } from './intencao';

/**
 * The page's entry script, a few KiB. A public page arrives rendered by the server and reads,
 * scrolls and follows its links without JavaScript; the app (React, the router, Mantine: some
 * 170 KiB compressed, over a second of a phone's processor) is loaded only when the visitor
 * shows the intent to use it, or at once when someone is signed in (their menu) or the server
 * could not fetch all of the page's data. Every other page is the empty shell, and the app is
 * loaded right away (docs/decisions/028).
 */

const raiz = document.getElementById('root');
if (!raiz) throw new Error('Elemento #root ausente em index.html.');

async function carregarApp(alvo: HTMLElement): Promise<void> {
  const { iniciarApp } = await import('./iniciar-app');
  await iniciarApp(alvo);
  // What the browser tests wait for before checking what the app does.
  alvo.setAttribute('data-app', 'pronto');
}

const estadoInicial = document.getElementById(ID_ESTADO_INICIAL);
if (!estadoInicial) {
  void carregarApp(raiz);
} else {
  const sessao = anteciparSessao();
  contarPrimeiraPagina(window.location.pathname);
  const refazer = guardarAcoesAteOApp();
  let carregando = false;
  const carregar = () => {
    if (carregando) return;
    carregando = true;
    // Should the app fail to load, the held clicks are let go: links and the page still work.
    carregarApp(raiz)
      .finally(refazer)
      .catch((erro: unknown) => console.error(erro));
  };
  const pararDeEsperar = aoSinalDeIntencao(carregar);
  const carregarJa = () => {
    pararDeEsperar();
    carregar();
  };
  if (estadoInicial.hasAttribute(ATRIBUTO_INCOMPLETO)) carregarJa();
  void sessao.then((alguem) => alguem && carregarJa());
}
