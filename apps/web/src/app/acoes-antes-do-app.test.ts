import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardarAcoesAteOApp } from './acoes-antes-do-app';

afterEach(() => {
  document.body.innerHTML = '';
});

const clicar = (elemento: Element) => {
  const evento = new MouseEvent('click', { bubbles: true, cancelable: true });
  elemento.dispatchEvent(evento);
  return evento;
};

describe('guardarAcoesAteOApp', () => {
  it('segura o clique num botão e o refaz, na ordem, quando o aplicativo assume a página', () => {
    document.body.innerHTML = '<button id="menu">Menu</button><button id="filtro">Filtro</button>';
    const feitos: string[] = [];
    for (const botao of document.querySelectorAll('button')) {
      botao.addEventListener('click', () => feitos.push(botao.id));
    }
    const refazer = guardarAcoesAteOApp();

    expect(clicar(document.getElementById('menu')!).defaultPrevented).toBe(true);
    clicar(document.getElementById('filtro')!);
    expect(feitos).toEqual([]);

    refazer();
    expect(feitos).toEqual(['menu', 'filtro']);
    // Afterwards the page is the app's: a click goes straight through.
    clicar(document.getElementById('menu')!);
    expect(feitos).toEqual(['menu', 'filtro', 'menu']);
  });

  it('deixa um link navegar sozinho, mesmo com um botão dentro', () => {
    document.body.innerHTML = '<a href="/sobre"><span role="button">Saiba mais</span></a>';
    const refazer = guardarAcoesAteOApp();
    expect(clicar(document.querySelector('a')!).defaultPrevented).toBe(false);
    expect(clicar(document.querySelector('span')!).defaultPrevented).toBe(false);
    refazer();
  });

  it('não refaz o clique num elemento que o aplicativo tirou da página', () => {
    document.body.innerHTML = '<button>Fechar</button>';
    const botao = document.querySelector('button')!;
    const aoClicar = vi.fn();
    botao.addEventListener('click', aoClicar);
    const refazer = guardarAcoesAteOApp();
    clicar(botao);
    botao.remove();
    refazer();
    expect(aoClicar).not.toHaveBeenCalled();
  });

  it('segura o envio de um formulário pelo Enter e o refaz com requestSubmit', () => {
    document.body.innerHTML = '<form><input name="busca" /></form>';
    const formulario = document.querySelector('form')!;
    const enviados: boolean[] = [];
    formulario.addEventListener('submit', (evento) => {
      enviados.push(evento.defaultPrevented);
      evento.preventDefault();
    });
    const refazer = guardarAcoesAteOApp();
    const envio = new Event('submit', { bubbles: true, cancelable: true });
    formulario.dispatchEvent(envio);
    expect(envio.defaultPrevented).toBe(true);
    expect(enviados).toEqual([]);

    refazer();
    expect(enviados).toEqual([false]);
  });
});
