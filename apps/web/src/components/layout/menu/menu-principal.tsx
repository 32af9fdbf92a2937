import { Button, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NavLink } from 'react-router';
import { gruposMaisOpcoes, itensDaBarra, type SessaoMenu } from './itens-menu';
import { MenuMaisOpcoes } from './menu-mais-opcoes';
import { SaudacaoUsuario } from './saudacao-usuario';

/**
 * Below this width the bar's items move into the kebab dropdown (Mantine's `md` breakpoint). The
 * bar's items are hidden by CSS, not left out, so the page rendered on the server (which knows no
 * width) and the browser's first render agree; the width in JavaScript only decides what the
 * dropdown repeats, and the dropdown renders when opened.
 */
const TELA_LARGA = '(min-width: 62em)';
/** A signed-in bar holds a greeting and up to five items, so it needs more room (`lg`). */
const TELA_LARGA_COM_SESSAO = '(min-width: 75em)';
/** Beyond five items (the administrator's) the greeting leaves the bar for the dropdown. */
const ITENS_COM_SAUDACAO = 5;

/** The menu of spec §2: its items follow the session (null while logged out). */
export function MenuPrincipal({ sessao }: { sessao: SessaoMenu | null }) {
  const opcoes = { getInitialValueInEffect: false };
  const larga = useMediaQuery(TELA_LARGA, true, opcoes);
  const largaComSessao = useMediaQuery(TELA_LARGA_COM_SESSAO, true, opcoes);
  const telaLarga = sessao ? largaComSessao : larga;
  const compacto = !telaLarga;
  const itens = itensDaBarra(sessao);
  const saudacaoNaBarra = telaLarga && itens.length <= ITENS_COM_SAUDACAO;

  return (
    // The administrator's items outgrow one line even at 1366 px: they wrap onto a second row
    // inside the blue bar, where an overflowing button would land on the white page unreadable.
    <nav aria-label="Menu principal" style={{ flex: '0 1 auto', minWidth: 0 }}>
      <Group gap="xs" justify="flex-end">
        {sessao && saudacaoNaBarra && <SaudacaoUsuario nome={sessao.nome} />}
        {itens.map((item) => (
          <Button
            key={item.para}
            visibleFrom={sessao ? 'lg' : 'md'}
            component={NavLink}
            to={item.para}
            end
            variant={item.destaque ? 'white' : 'outline'}
            color={item.destaque ? 'azulSp.8' : 'gray.0'}
            // Five items and a greeting share the bar with the title: tighter buttons.
            size={sessao ? 'compact-sm' : 'sm'}
            style={{ flexShrink: 0 }}
          >
            {item.rotulo}
          </Button>
        ))}
        <MenuMaisOpcoes
          grupos={gruposMaisOpcoes(sessao, compacto)}
          saudacao={
            sessao && !saudacaoNaBarra ? <SaudacaoUsuario nome={sessao.nome} escura /> : null
          }
        />
      </Group>
    </nav>
  );
}
