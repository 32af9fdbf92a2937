import { Anchor, List } from '@mantine/core';
import { contato } from '@/lib/contato';
import { CHAMADA } from '@/lib/site';
import { CapaPagina } from '../components/capa-pagina';
import { Secao } from '../components/secao';
import classes from '../components/publico.module.css';

/**
 * The accessibility statement every gov.br site carries (eMAG 3.1): what the portal offers, how
 * it was checked, what is known to fall short, and where to report a barrier.
 */
export function AcessibilidadePage() {
  return (
    <>
      <CapaPagina sobretitulo={CHAMADA} titulo="Acessibilidade">
        Este portal segue o Modelo de Acessibilidade em Governo Eletrônico (eMAG 3.1) e as
        Diretrizes de Acessibilidade para Conteúdo Web (WCAG 2.2), nível AA.
      </CapaPagina>

      <Secao id="recursos" titulo="Recursos de acessibilidade" fundo="branco">
        <div className={classes.texto}>
          <p>
            No topo de todas as páginas, a barra de acessibilidade leva direto a cada parte da
            página. Cada atalho tem uma tecla de acesso:
          </p>
          <List spacing="xs">
            <List.Item>
              <strong>Ir para o conteúdo [1]</strong>: o texto principal da página;
            </List.Item>
            <List.Item>
              <strong>Ir para o menu [2]</strong>: o menu do portal;
            </List.Item>
            <List.Item>
              <strong>Ir para a busca [3]</strong>: a busca da página ou, onde não houver, a busca
              de soluções;
            </List.Item>
            <List.Item>
              <strong>Ir para o rodapé [4]</strong>: contatos e canais do Governo do Estado.
            </List.Item>
          </List>
          <p>
            Para usar uma tecla de acesso, pressione no Chrome e no Edge <kbd>Alt</kbd> e o número
            (no Mac, <kbd>Control</kbd> + <kbd>Option</kbd> e o número); no Firefox, <kbd>Alt</kbd>{' '}
            + <kbd>Shift</kbd> e o número.
          </p>
          <p>
            O botão <strong>Alto contraste</strong>, na mesma barra, mostra o portal em fundo preto,
            textos brancos e links amarelos. A escolha fica guardada neste navegador até ser
            desfeita pelo mesmo botão.
          </p>
          <p>
            Todo o portal pode ser usado só pelo teclado, com o foco sempre visível; os campos dos
            formulários dizem o que esperam e explicam cada erro pelo nome do campo, e as páginas se
            ajustam a telas de celular sem rolagem lateral.
          </p>
          <p>
            Quando a instituição que opera o portal habilita, o VLibras, tradutor de Libras do
            Governo Federal, aparece em todas as páginas.
          </p>
        </div>
      </Secao>

      <Secao id="avaliacao" titulo="Como o portal foi avaliado">
        <div className={classes.texto}>
          <p>
            A cada mudança no portal, testes automáticos percorrem no navegador Chromium as jornadas
            de empresas, da equipe do IPT e de visitantes, em tela de computador (1366 pixels) e de
            celular (390 pixels), e verificam cada tela com o axe-core, nas regras da WCAG 2.2 A e
            AA: com diálogos abertos, com mensagens de erro à mostra e em alto contraste. Outros
            testes percorrem as telas só com o teclado, e o Lighthouse mede as páginas públicas.
          </p>
        </div>
      </Secao>

      <Secao id="limitacoes" titulo="Limitações conhecidas" fundo="branco">
        <div className={classes.texto}>
          <List spacing="xs">
            <List.Item>
              Os arquivos PDF enviados pelas empresas (formulários assinados, documentos técnicos e
              anexos) são de responsabilidade de quem os envia e podem não ser acessíveis a leitores
              de tela.
            </List.Item>
            <List.Item>
              Os documentos do programa (edital, cadernos técnicos e modelos) são publicados em PDF;
              se algum não puder ser lido com sua tecnologia assistiva, peça uma versão acessível
              pelo contato abaixo.
            </List.Item>
            <List.Item>
              O VLibras é um serviço externo do Governo Federal: quando habilitado, seu
              funcionamento depende da disponibilidade de vlibras.gov.br.
            </List.Item>
            <List.Item>
              A entrada com a conta gov.br acontece no site do Governo Federal, que tem sua própria
              declaração de acessibilidade.
            </List.Item>
          </List>
        </div>
      </Secao>

      <Secao id="relatar" titulo="Encontrou uma barreira?">
        <div className={classes.texto}>
          <p>
            Se alguma parte do portal não puder ser usada com a sua forma de navegar, escreva para{' '}
            <Anchor href={`mailto:${contato.suporte}`}>{contato.suporte}</Anchor> dizendo a página,
            o que tentou fazer e o recurso que usa (leitor de tela, ampliação, teclado, celular). A
            equipe do programa responde por e-mail e, enquanto a correção não chega, ajuda a
            concluir o que for preciso por outro meio.
          </p>
        </div>
      </Secao>
    </>
  );
}
